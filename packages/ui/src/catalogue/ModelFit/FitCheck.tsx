import { checkModelFit, listsModel, normalizeModelNumber, pagePaths, type ModelFit, type PartView } from "@shop/domain";
import { useId, useState } from "react";
import type * as React from "react";
import { useStoreInfo } from "../../shell/store-info.ts";
import { CircleCheckIcon } from "../../design/icons/index.ts";
import { telHref } from "../../shell/store-text.ts";
import { cn } from "../../design/utils.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { TextLink, textLinkVariants } from "../../design/primitives/TextLink.tsx";
import { RememberedModelLine } from "./RememberedModel.tsx";
import { useRememberedModel } from "./useRememberedModel.ts";

/** The model page of a listed model (docs/product.md, Pages: model pages). */
export function modelPagePath(model: string): string {
  return `/models/${encodeURIComponent(model)}`;
}

/** The contact page with a subject naming the part and the model, for a model not on the list. */
export function fitContactHref(partNumber: string, model: string): string {
  return pagePaths.info("contact", { subject: `Does part ${partNumber} fit model ${model}?` });
}

export type FitCheckProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The part: its listed models are what the check compares with; its number goes into the contact subject. */
  product: Pick<PartView, "partNumber" | "compatibility">;
  /** The answer to show first (stories); normally none until the visitor checks. */
  initialFit?: ModelFit;
};

/**
 * "Does this fit my model?": the visitor types a model number and Check answers yes (with the
 * model as listed, which is then remembered for the visit), a close match as a button that checks
 * it, or not on our list with the phone number and a contact link carrying the part and the model.
 * The remembered model shows above the form, with whether this part lists it.
 */
export function FitCheck({ product, initialFit, className, ...props }: FitCheckProps) {
  const ids = useId();
  const [value, setValue] = useState(initialFit?.answer === "yes" ? initialFit.model : (initialFit?.typed ?? ""));
  const [fit, setFit] = useState<ModelFit | undefined>(initialFit);
  const [error, setError] = useState<string | undefined>();
  const { remember } = useRememberedModel();

  const check = (typed: string) => {
    if (normalizeModelNumber(typed) === "") {
      setFit(undefined);
      setError("Type your model number, from the tag on your appliance or unit.");
      return;
    }
    setError(undefined);
    const next = checkModelFit(product.compatibility, typed);
    setFit(next);
    if (next.answer === "yes") remember(next.model);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(value);
  };

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      data-slot="fit-check"
      className={cn("grid gap-3 rounded-lg border bg-card p-4 text-card-foreground", className)}
      {...props}
    >
      <h2 id={`${ids}-heading`} className="text-lg font-semibold">
        Does this fit my model?
      </h2>
      <RememberedModelLine
        note={(model) =>
          listsModel(product.compatibility, model) ? (
            <Badge variant="in-stock">Fits this part</Badge>
          ) : (
            <Badge variant="outline">Not listed for this part</Badge>
          )
        }
      />
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-heading`} className="flex flex-wrap items-end gap-2">
        <Field label="Your model number" error={error} className="min-w-0 flex-1 basis-48">
          <Input
            name="model"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-mono"
          />
        </Field>
        <Button type="submit" variant="secondary" className={cn(error && "self-center")}>
          Check
        </Button>
      </form>
      <div data-slot="fit-answer" aria-live="polite" className="empty:hidden">
        {fit ? (
          <FitAnswer
            fit={fit}
            partNumber={product.partNumber}
            onCheck={(model) => {
              setValue(model);
              check(model);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}

function FitAnswer({ fit, partNumber, onCheck }: { fit: ModelFit; partNumber: string; onCheck: (model: string) => void }) {
  const store = useStoreInfo().data;
  switch (fit.answer) {
    case "yes":
      return (
        <p data-fit="yes" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="flex items-center gap-2 font-semibold text-success">
            <CircleCheckIcon className="size-5" />
            Fits your <span className="font-mono">{fit.model}</span>
          </span>
          <TextLink to={modelPagePath(fit.model)} className="text-sm">
            All parts for {fit.model}
          </TextLink>
        </p>
      );
    case "close":
      return (
        <p data-fit="close" className="flex flex-wrap items-center gap-2">
          <span>
            <span className="font-mono">{fit.typed}</span> is not on our list.
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => onCheck(fit.model)}>
            Did you mean {fit.model}?
          </Button>
        </p>
      );
    case "no":
      return (
        <div data-fit="no" className="grid gap-1">
          <p className="font-semibold">
            <span className="font-mono">{fit.typed}</span> is not on our list for this part
          </p>
          <p className="text-sm text-muted-foreground">
            Our list may be missing it.{" "}
            {store ? (
              <>
                Call us at{" "}
                <a href={telHref(store.phoneE164)} className={textLinkVariants()}>
                  {store.phone}
                </a>{" "}
                or{" "}
              </>
            ) : null}
            <TextLink to={fitContactHref(partNumber, fit.typed)}>send us a message</TextLink> and we'll check.
          </p>
        </div>
      );
  }
}
