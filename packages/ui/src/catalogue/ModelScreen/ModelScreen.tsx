import { pagePaths, type ModelPageView } from "@shop/domain";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { useModelLookup, useModelPage } from "../hooks.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { formatPartCount, PART_TYPE_LABELS, typeTitle } from "../BrandCard/brand.ts";
import { NotFound } from "../../shell/NotFound/NotFound.tsx";
import { ModelSearch } from "../ModelSearch/ModelSearch.tsx";
import { PartGrid } from "../PartGrid/PartGrid.tsx";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { Section } from "../../design/primitives/Section.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { PhoneIcon } from "../../design/icons/index.ts";
import { telHref } from "../../shell/store-text.ts";
import { modelSearchPath } from "../ModelSearch/model-search-path.ts";
import { ListingHeader } from "../listing/ListingHeader.tsx";
import { isUnavailable, PageUnavailable } from "../../shell/PageUnavailable.tsx";
import { useAddPart } from "../../cart/index.ts";

export type ModelScreenProps = {
  /** The model number from the address (/models/{model}), written any way. */
  model: string;
};

/** The h1 of a model page: "Parts for WRF555SDFZ". */
export const modelTitle = (model: string) => `Parts for ${model}`;

/** The contact form's subject when a part for a model is missing. */
export const modelContactSubject = (model: string) => `Part for model ${model}`;

/** "Whirlpool appliance model. 5 parts fit it." */
export function modelSummary(page: Pick<ModelPageView, "brands" | "types" | "total">): string {
  const brands = page.brands.map((brand) => brand.name).join(" / ");
  // "HVAC" stays in capitals in running text; "Appliance" does not.
  const side = page.types.map((type) => (type === "hvac" ? PART_TYPE_LABELS[type] : PART_TYPE_LABELS[type].toLowerCase())).join(" and ");
  const fit = page.total === 1 ? "1 part fits it" : `${formatPartCount(page.total)} fit it`;
  return `${brands} ${side} model. ${fit}.`;
}

/**
 * A model page (/models/{model}): "Parts for {model}" in the form the catalogue lists, its brands
 * and side, the parts that fit it by category (each category linked) with prices, stock and add
 * to cart, then help when a part is missing: the phone and the contact form with the model as its
 * subject. A model no part lists shows 'Model Not Found' with the model search and the phone.
 */
export function ModelScreen({ model }: ModelScreenProps) {
  const page = useModelPage(model);
  const addPart = useAddPart();
  if (page.status === "not-found") return <ModelNotFound />;
  if (isUnavailable(page)) return <PageUnavailable page={page} kind="model" noun="model" />;

  const data = page.data;
  const side = data?.types[0] ?? "appliance";
  return (
    <Page data-slot="model-screen" padding="listing" gap="lg">
      <ListingHeader
        back={{ to: pagePaths.type(side), label: typeTitle(side) }}
        title={data ? <>Parts for <span className="font-mono">{data.model}</span></> : undefined}
        description={data ? modelSummary(data) : undefined}
        aside={data?.brands.map((brand) => (
          <Badge key={brand.id} variant="outline" asChild>
            <Link to={pagePaths.brand(brand.slug)}>{brand.name}</Link>
          </Badge>
        ))}
      />
      {data ? (
        data.groups.map((group) => (
          <Section
            key={group.category.id}
            title={group.category.name}
            description={formatPartCount(group.parts.length)}
            action={
              <TextLink to={pagePaths.category(group.category)} variant="underline">
                All {group.category.name}
              </TextLink>
            }
          >
            <PartGrid products={group.parts} headingLevel={3} onAddToCart={addPart} />
          </Section>
        ))
      ) : (
        <PartGrid products={[]} loading loadingLabel="Loading the parts for this model…" />
      )}
      {data ? <MissingPartHelp model={data.model} /> : null}
    </Page>
  );
}

/** "Don't see your part?": call the counter, or write with the model filled in. */
function MissingPartHelp({ model }: { model: string }) {
  const titleId = useId();
  const store = useStoreInfo().data;
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground md:grid-cols-[1fr_auto] md:items-center">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-xl font-semibold">
          Don't see the part you need?
        </h2>
        <p className="text-muted-foreground">
          Not every part for model <span className="font-mono">{model}</span> is listed online. Call the counter or send us a message and
          we'll find it.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {store ? (
          <Button asChild>
            <a href={telHref(store.phoneE164)}>
              <PhoneIcon />
              Call {store.phone}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={pagePaths.info("contact", { subject: modelContactSubject(model) })}>Ask about a part</Link>
        </Button>
      </div>
    </section>
  );
}

/** 'Model Not Found', with the model search (as on the home page) and the phone. */
function ModelNotFound() {
  const store = useStoreInfo().data;
  const navigate = useNavigate();
  const lookup = useModelLookup();
  const search = async (next: string) => {
    const products = await lookup.mutateAsync(next);
    if (products && products.length > 0) await navigate(modelSearchPath(next, products));
  };
  return (
    <Page data-slot="model-not-found" padding="none" className="grid gap-6 pb-10">
      <NotFound
        kind="model"
        description={
          <>
            We don't have parts listed for that model number yet. Check the number on the rating tag and search again, or call us
            {store ? (
              <>
                {" "}
                at <a href={telHref(store.phoneE164)} className="font-medium text-primary underline underline-offset-4">{store.phone}</a>
              </>
            ) : null}
            : we can often still find the part.
          </>
        }
      />
      <ModelSearch className="mx-auto w-full max-w-xl" onSearch={search} searching={lookup.isPending} />
    </Page>
  );
}
