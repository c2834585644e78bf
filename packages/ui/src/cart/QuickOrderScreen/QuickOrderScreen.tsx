import {
  formatUSD,
  pagePaths,
  readQuickOrderText,
  type QuickOrderAdded,
  type QuickOrderProblem,
  type QuickOrderTextError,
  type QuickOrderView,
} from "@shop/domain";
import { useId, useRef, useState } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { cn } from "../../design/utils.ts";
import { useAddToCart, useQuickOrder } from "../hooks.ts";
import { quickOrderCopy as copy } from "./quick-order-copy.ts";

export type QuickOrderScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The box's text at first (stories). */
  defaultText?: string;
};

/**
 * The quick-order page (/quick-order): a box for lines of "part number, quantity", typed, pasted
 * or read from a CSV file, and Add to Cart, which sends every line in one call
 * (POST /api/cart/quick-order). Lines the browser cannot read are named first and nothing is sent.
 * After the call the page lists the lines added and the lines that need attention, each with its
 * reason and, where there is one, the part found or the closest match with a button to add it; the
 * box keeps only the lines that were not added, so nothing is lost and nothing is added twice. A
 * failed call keeps the box as it was and says why.
 */
export function QuickOrderScreen({ defaultText = "", className, ...props }: QuickOrderScreenProps) {
  const [text, setText] = useState(defaultText);
  const [unread, setUnread] = useState<QuickOrderTextError[] | null>(null);
  const [fileNote, setFileNote] = useState<string | undefined>();
  const [result, setResult] = useState<QuickOrderView | undefined>();
  const quick = useQuickOrder();
  const box = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  const empty = unread !== null && unread.length === 0;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readQuickOrderText(text);
    if (read.errors.length > 0 || read.lines.length === 0) {
      setUnread(read.errors);
      box.current?.focus();
      return;
    }
    setUnread(null);
    quick.mutate(read.lines, {
      onSuccess: (answer) => {
        setResult(answer);
        setText(answer.problems.map((problem) => `${problem.partNumber} ${problem.quantity}`).join("\n"));
      },
    });
  };

  const chooseFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      const content = await file.text();
      setText(content);
      setUnread(null);
      setFileNote(copy.fileRead(file.name, readQuickOrderText(content).lines.length));
    } catch {
      setFileNote(copy.fileUnreadable(file.name));
    }
  };

  let boxError: React.ReactNode;
  if (empty) boxError = copy.empty;
  else if (unread && unread.length > 0) {
    boxError = (
      <>
        {copy.fixFirst(unread.length)}
        {/* The field's error is a paragraph: a line of its own for each, not a list. */}
        {unread.map((error) => (
          <span key={error.line} className="mt-1 block">
            {error.message}
            {error.text ? <span className="font-mono">: {error.text}</span> : null}
          </span>
        ))}
      </>
    );
  }

  return (
    <Page data-slot="quick-order-screen" width="medium" gap="md" className={cn("content-start", className)} {...props}>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
        <p className="text-muted-foreground">{copy.description}</p>
      </header>

      <form noValidate onSubmit={submit} aria-label={copy.title} className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
        <Field label={copy.label} hint={copy.hint} error={boxError}>
          <Textarea
            ref={box}
            name="lines"
            rows={10}
            spellCheck={false}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={copy.placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="font-mono"
          />
        </Field>
        <div className="grid gap-1">
          <label htmlFor={`${ids}-file`} className="w-fit text-sm font-medium">
            {copy.file}
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => void chooseFile(event)}
            className="w-full max-w-sm text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
          />
          <p id={`${ids}-file-hint`} className="text-sm text-muted-foreground">
            {copy.fileHint}
          </p>
          {fileNote ? (
            <p role="status" className="text-sm">
              {fileNote}
            </p>
          ) : null}
        </div>
        {quick.isError ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {copy.failed} {apiErrorMessage(quick.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={quick.isPending} aria-busy={quick.isPending || undefined}>
            {quick.isPending ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>

      {result ? <QuickOrderResult result={result} /> : null}
    </Page>
  );
}

/** What the last call did: the lines added, then the lines that need attention. */
function QuickOrderResult({ result }: { result: QuickOrderView }) {
  const ids = useId();
  return (
    <div data-slot="quick-order-result" role="status" className="grid gap-6">
      {result.added.length > 0 ? (
        <section aria-labelledby={`${ids}-added`} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${ids}-added`} className="text-xl font-semibold">
              {copy.addedHeading(result.added.length)}
            </h2>
            <Button asChild variant="outline">
              <Link to={pagePaths.cart()}>{copy.viewCart}</Link>
            </Button>
          </div>
          <ul role="list" className="divide-y rounded-lg border bg-card px-4 text-card-foreground shadow-xs">
            {result.added.map((added) => (
              <li key={added.line}>
                <AddedLine added={added} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.problems.length > 0 ? (
        <section aria-labelledby={`${ids}-problems`} className="grid gap-3">
          <div className="grid gap-1">
            <h2 id={`${ids}-problems`} className="text-xl font-semibold">
              {copy.problemsHeading(result.problems.length)}
            </h2>
            <p className="text-sm text-muted-foreground">{copy.problemsLeft}</p>
          </div>
          <ul role="list" className="divide-y rounded-lg border bg-card px-4 text-card-foreground shadow-xs">
            {result.problems.map((problem) => (
              <li key={problem.line}>
                <ProblemLine problem={problem} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function AddedLine({ added }: { added: QuickOrderAdded }) {
  const { product } = added.item;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3" data-slot="quick-order-added">
      <div className="grid min-w-0 gap-0.5">
        <TextLink to={pagePaths.product(product.id)} variant="quiet" className="w-fit font-medium">
          {product.name}
        </TextLink>
        <p className="text-sm text-muted-foreground">
          Part # <span className="font-mono text-foreground">{product.partNumber}</span> · {copy.line(added.line)}
        </p>
        {added.replaces ? <p className="text-sm">{copy.replaces(added.replaces)}</p> : null}
      </div>
      <p className="text-sm">
        {added.quantity} × <data value={added.item.unitPrice}>{formatUSD(added.item.unitPrice)}</data>
      </p>
    </div>
  );
}

function ProblemLine({ problem }: { problem: QuickOrderProblem }) {
  const add = useAddToCart();
  const { part } = problem;
  const fewer = problem.reason === "short" && part ? Math.min(part.quantityOnHand, problem.quantity) : 0;
  const offer = problem.reason === "not-found" && part?.inStock ? Math.min(problem.quantity, part.quantityOnHand) : 0;
  return (
    <div className="grid gap-2 py-3" data-slot="quick-order-problem">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-medium">{problem.partNumber}</span>
        <span className="text-sm text-muted-foreground">
          × {problem.quantity} · {copy.line(problem.line)}
        </span>
        <Badge variant={problem.reason === "out-of-stock" ? "out-of-stock" : "outline"}>{copy.reasons[problem.reason]}</Badge>
      </div>
      <p className="text-sm">{problem.message}</p>
      {part ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <TextLink to={pagePaths.product(part.id)} className="text-sm">
            {part.name} ({part.partNumber})
          </TextLink>
          {offer > 0 || fewer > 0 ? (
            <Button
              size="sm"
              variant="outline"
              disabled={add.isPending || add.isSuccess}
              onClick={() => add.mutate({ productId: part.id, quantity: offer || fewer })}
            >
              {offer > 0 ? copy.addMatch(part.partNumber) : copy.addFewer(fewer)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
