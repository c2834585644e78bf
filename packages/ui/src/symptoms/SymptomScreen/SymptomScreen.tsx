import { pagePaths, type SymptomCheck, type SymptomView } from "@shop/domain";
import { useId, useState } from "react";
import type * as React from "react";
import { Link, useNavigate } from "react-router";
import { useAddPart } from "../../cart/index.ts";
import { ListingHeader, PartGrid } from "../../catalogue/index.ts";

import { Button } from "../../design/primitives/Button.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { isUnavailable, PageUnavailable } from "../../shell/PageUnavailable.tsx";
import { FAQList } from "../../design/FAQList/FAQList.tsx";
import { useSymptomPage } from "../hooks.ts";
import { symptomCopy as copy } from "./symptom-copy.ts";

export type SymptomScreenProps = {
  appliance: string;
  slug: string;
  /** `?model=`: the model the parts are narrowed to. */
  model?: string;
};

/**
 * A symptom page (/symptoms/{appliance}/{slug}): what usually causes it, a model box that narrows
 * the parts to those that fit (`?model=`), the kinds of part to check, most likely first, each with
 * why and its first parts (add to cart) and a link to all of them, then the repair guides, the
 * questions people ask (FAQ) and the machine's other symptoms. 'Symptom Not Found' for a page not
 * written; a failed load offers a retry.
 */
export function SymptomScreen({ appliance, slug, model }: SymptomScreenProps) {
  const page = useSymptomPage(appliance, slug, model);
  if (isUnavailable(page)) return <PageUnavailable page={page} kind="symptom" noun="page" />;
  const data = page.data;
  return (
    <Page data-slot="symptom-screen" padding="listing" gap="lg">
      <ListingHeader
        back={{ to: pagePaths.symptoms(), label: copy.allSymptoms }}
        title={data?.title}
        description={data ? `${data.appliance.name}. ${data.summary}` : undefined}
      />
      {data ? (
        <>
          <Causes body={data.body} />
          <ModelBox key={data.model ?? ""} view={data} narrowing={page.narrowing} />
          <Checks view={data} narrowing={page.narrowing} />
          {data.guides.length > 0 ? <Guides guides={data.guides} /> : null}
          <FAQList heading={copy.faqHeading} items={data.faq.map((entry) => ({ question: entry.q, answer: entry.a }))} />
          {data.related.length > 0 ? <Related view={data} /> : null}
        </>
      ) : (
        <PartGrid products={[]} loading loadingLabel={copy.loading} />
      )}
    </Page>
  );
}

function Causes({ body }: { body: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid max-w-3xl gap-3">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {copy.causesHeading}
      </h2>
      {body.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="leading-relaxed whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** "Narrow to your model": a model number sends the page to ?model=; "Show all parts" takes it off. */
function ModelBox({ view, narrowing }: { view: SymptomView; narrowing: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(view.model ?? "");
  const ids = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void navigate(pagePaths.symptom(view.appliance.slug, view.slug, value), { preventScrollReset: true });
  };
  return (
    <form
      role="search"
      aria-labelledby={`${ids}-title`}
      onSubmit={submit}
      // Before the page hydrates, the form itself asks for ?model=.
      action={pagePaths.symptom(view.appliance.slug, view.slug)}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {copy.modelHeading}
        </h2>
        <label htmlFor={`${ids}-model`} className="text-sm text-muted-foreground">
          {copy.modelLabel(view.appliance.name)}
        </label>
        <Input
          id={`${ids}-model`}
          name="model"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={40}
          placeholder={copy.modelPlaceholder}
          className="font-mono"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={narrowing}>
          {narrowing ? copy.narrowing : copy.narrow}
        </Button>
        {view.model ? (
          <Button asChild variant="ghost">
            <Link to={pagePaths.symptom(view.appliance.slug, view.slug)} preventScrollReset>
              {copy.showAll}
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Checks({ view, narrowing }: { view: SymptomView; narrowing: boolean }) {
  const id = useId();
  const addPart = useAddPart();
  const none = view.model !== undefined && view.checks.every((check) => check.total === 0);
  return (
    <section aria-labelledby={id} aria-busy={narrowing || undefined} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {copy.checksHeading}
        </h2>
        <p role="status" className="text-muted-foreground">
          {view.model ? copy.fitting(view.model) : copy.checksLead}
        </p>
      </div>
      {none ? (
        <p className="rounded-md border bg-muted/40 p-4">
          {copy.noneFit(view.model ?? "")}{" "}
          <TextLink to={pagePaths.model(view.model ?? "")}>{copy.modelPage(view.model ?? "")}</TextLink>
        </p>
      ) : null}
      <ol className="grid gap-6">
        {view.checks.map((check, index) => (
          <li key={check.label} data-slot="symptom-check" className="grid gap-3 rounded-lg border p-4">
            <CheckHeader check={check} order={index + 1} model={view.model} />
            {check.parts.length > 0 ? <PartGrid products={check.parts} headingLevel={4} onAddToCart={addPart} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function CheckHeader({ check, order, model }: { check: SymptomCheck; order: number; model?: string }) {
  const all = check.category ? `${pagePaths.category(check.category)}?${new URLSearchParams({ search: check.search }).toString()}` : undefined;
  return (
    <div className="grid gap-1">
      <h3 className="text-lg font-semibold">
        <span className="mr-2 text-muted-foreground">{order}.</span>
        {check.label}
      </h3>
      <p>{check.why}</p>
      <p className="text-sm text-muted-foreground">
        {check.total === 0 ? (model ? copy.noneOfKind(model) : copy.noneListed) : copy.count(check.total, model)}
        {all && check.total > check.parts.length ? (
          <>
            {" "}
            <TextLink to={all} className="font-medium">
              {copy.seeAll(check.label)}
            </TextLink>
          </>
        ) : null}
      </p>
    </div>
  );
}

function Guides({ guides }: { guides: SymptomView["guides"] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {copy.guidesHeading}
      </h2>
      <ul role="list" className="grid gap-3 sm:grid-cols-2">
        {guides.map((guide) => (
          <li key={guide.slug} className="grid gap-1 rounded-lg border bg-card p-4 text-card-foreground">
            <TextLink to={pagePaths.article(guide.slug)} className="font-medium">
              {guide.title}
            </TextLink>
            <p className="text-sm text-muted-foreground">{guide.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Related({ view }: { view: SymptomView }) {
  const id = useId();
  return (
    <nav aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {copy.related(view.appliance.name)}
      </h2>
      <ul role="list" className="flex flex-wrap gap-2">
        {view.related.map((other) => (
          <li key={other.slug}>
            <Button asChild variant="outline" size="sm">
              <Link to={pagePaths.symptom(other.appliance, other.slug)}>{other.title}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
