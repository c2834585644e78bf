import { formatUSD, fromCents, isOrderable, MAX_QUANTITY, pagePaths, restockingFeeText, toCents, type PartView } from "@shop/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useStoreInfo } from "../../shell/store-info.ts";
import { AddToCartButton, QuantityInput, useAddPart } from "../../cart/index.ts";
import { FitCheck } from "../ModelFit/FitCheck.tsx";
import { PartSpecialOrder, PickupTime } from "../../orders/index.ts";
import { typeTitle } from "../BrandCard/brand.ts";
import { PartImage } from "../../design/PartImage/PartImage.tsx";
import { StockBadge, WishlistButton } from "../PartCard/PartCard.tsx";
import { Badge } from "../../design/primitives/Badge.tsx";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "../../design/primitives/Breadcrumb.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { Skeleton, SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { plural } from "../../design/format.ts";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { usePartPage } from "../hooks.ts";
import { PageUnavailable } from "../../shell/PageUnavailable.tsx";

/** "Save $5.00 (17%)" for a part on sale; null when it is not. */
export function savingsText(product: Pick<PartView, "price" | "originalPrice">): string | null {
  if (product.originalPrice === undefined) return null;
  const was = toCents(product.originalPrice);
  const saved = was - toCents(product.price);
  if (!(saved > 0) || !(was > 0)) return null;
  return `Save ${formatUSD(fromCents(saved))} (${Math.round((saved / was) * 100)}%)`;
}

// Fixed line boxes shared with the skeleton, so the page keeps its shape when the part arrives.
const lines = {
  crumbs: "min-h-5",
  brand: "h-5 text-sm/5",
  name: "min-h-9 text-2xl/9 md:min-h-10 md:text-3xl/10",
  partNumber: "h-6 text-base/6",
  price: "h-10",
  stock: "h-6",
  actions: "h-11",
} as const;

export type PartScreenProps = {
  /** The part's id from the route (/products/{id}); one that cannot be a part's (the domain's parseProductId) is a missing part. */
  id: number | string;
};

/**
 * The product page (/products/{id}, a full page; docs/product.md, Pages): breadcrumb, name, part
 * number, brand and category links, price (with the original price and a Sale badge when on sale),
 * stock, add to cart and the wishlist heart, the description, every compatible model and the part
 * numbers it replaces. A skeleton of the same shape while loading; 'Part Not Found' for a missing
 * part.
 */
export function PartScreen({ id }: PartScreenProps) {
  const page = usePartPage(id);
  switch (page.status) {
    case "not-found":
    case "error":
      return <PageUnavailable page={page} kind="product" noun="part" gap="lg" />;
    case "loading":
      return <PartScreenSkeleton />;
    case "ready":
      return <PartDetails product={page.data} />;
  }
}

/** When the part can be picked up if ordered now; an empty line of the same height until the store record is in. */
function PartPickupTime() {
  const store = useStoreInfo();
  const className = "min-h-5 text-sm font-medium";
  return store.data ? <PickupTime store={store.data} className={className} /> : <p aria-hidden="true" className={className} />;
}

/**
 * A special order's promise and its restocking fee (docs/product.md, Rules, Special orders): said before
 * the part is added. With some on hand, the shelf's units are ready as usual and only more than
 * that is ordered, so the pickup time stays and the promise is for what goes beyond it.
 */
function SpecialOrderNote({ product, days }: { product: PartView; days: number }) {
  const store = useStoreInfo();
  return (
    <div data-slot="special-order" className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
      {product.inStock ? <PartPickupTime /> : null}
      {product.inStock ? (
        <p className="text-muted-foreground">
          Need more than {product.quantityOnHand}? The rest is a special order:
        </p>
      ) : null}
      <PartSpecialOrder days={days} />
      <p className="min-h-5 text-muted-foreground">{store.data ? restockingFeeText(store.data) : null}</p>
    </div>
  );
}

function PartDetails({ product }: { product: PartView }) {
  const nameId = useId();
  const modelsId = useId();
  const addPart = useAddPart();
  // How many to add: typed or stepped, 1..99 and what is on hand (docs/product.md, Typed quantity).
  const [quantity, setQuantity] = useState(1);
  const { category, brand } = product;
  const onSale = product.originalPrice !== undefined;
  const savings = savingsText(product);
  const orderable = isOrderable(product);
  const special = product.specialOrderDays !== undefined;

  return (
    <Page data-slot="product-screen" padding="listing" gap="lg">
      <Breadcrumb className={lines.crumbs}>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link to={pagePaths.home()}>Home</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link to={pagePaths.type(category.type)}>{typeTitle(category.type)}</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link to={pagePaths.category(category)}>{category.name}</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{product.name}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>

      <article aria-labelledby={nameId} className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="relative self-start overflow-hidden rounded-lg border">
          <PartImage
            photo={product.photo}
            src={product.image}
            alt={product.photo || product.image ? product.name : ""}
            category={category}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 40vw, 100vw"
            eager
          />
          {onSale && (
            <Badge variant="sale" className="absolute top-3 left-3">
              Sale
            </Badge>
          )}
        </div>

        <div className="grid content-start gap-4">
          <div className="grid gap-1">
            <p className={lines.brand}>
              <TextLink to={pagePaths.brand(brand.slug)}>{brand.name}</TextLink>
            </p>
            <h1 id={nameId} className={`${lines.name} font-bold tracking-tight text-balance`}>
              {product.name}
            </h1>
            <p className={`${lines.partNumber} text-muted-foreground`}>
              Part number <span className="font-mono font-semibold text-foreground">{product.partNumber}</span>
            </p>
            {product.supersedes && product.supersedes.length > 0 ? (
              <p data-slot="product-supersedes" className="text-sm text-muted-foreground">
                Replaces <span className="font-mono text-foreground">{product.supersedes.join(", ")}</span>
              </p>
            ) : null}
          </div>

          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Brand</dt>
            <dd>
              <TextLink to={pagePaths.brand(brand.slug)}>{brand.name}</TextLink>
            </dd>
            <dt className="text-muted-foreground">Category</dt>
            <dd>
              <TextLink to={pagePaths.category(category)}>{category.name}</TextLink>
            </dd>
          </dl>

          <div className={`${lines.price} flex flex-wrap items-baseline gap-x-3`}>
            <p data-slot="product-price" className="flex items-baseline gap-3">
              <span className="sr-only">{onSale ? "Sale price" : "Price"}</span>
              <data value={product.price} className={`text-3xl font-bold tabular-nums ${onSale ? "text-sale" : ""}`}>
                {formatUSD(product.price)}
              </data>
              {onSale && product.originalPrice !== undefined ? (
                <s className="text-lg text-muted-foreground tabular-nums">
                  <span className="sr-only">Original price</span> {formatUSD(product.originalPrice)}
                </s>
              ) : null}
            </p>
            {savings ? <p className="text-sm font-semibold text-sale">{savings}</p> : null}
          </div>

          <p className={`${lines.stock} flex items-center gap-2 text-sm`}>
            <StockBadge product={product} />
            <span className="text-muted-foreground">
              {product.inStock ? "Ready for pickup at the store" : special ? "Ordered for you from our distributor" : "Call us for availability"}
            </span>
          </p>

          <div className={`${lines.actions} flex items-center gap-3`}>
            {orderable ? (
              <QuantityInput value={quantity} onHand={special ? MAX_QUANTITY : product.quantityOnHand} onCommit={setQuantity} className="shrink-0" />
            ) : null}
            <AddToCartButton
              size="lg"
              className="h-11 flex-1 sm:flex-none"
              inStock={orderable}
              aria-describedby={nameId}
              onAddToCart={() => addPart(product.id, quantity)}
            />
            <WishlistButton productId={product.id} productName={product.name} className="size-11 border" />
          </div>
          {product.specialOrderDays !== undefined ? <SpecialOrderNote product={product} days={product.specialOrderDays} /> : product.inStock ? <PartPickupTime /> : null}

          <p data-slot="product-description" className="text-pretty whitespace-pre-line">
            {product.description}
          </p>
        </div>
      </article>

      <FitCheck product={product} className="max-w-2xl" />

      <section aria-labelledby={modelsId} data-slot="product-compatibility" className="grid gap-3">
        <h2 id={modelsId} className="text-xl font-semibold">
          Compatible models
        </h2>
        {product.compatibility.length > 0 ? (
          <>
            <p className="text-sm text-muted-foreground">
              This part fits {product.compatibility.length} {plural(product.compatibility.length, "model")}. Check
              the model number on your {category.type === "hvac" ? "unit" : "appliance"}'s rating tag.
            </p>
            <ul role="list" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
              {product.compatibility.map((model) => (
                <li key={model} className="rounded-md border bg-card px-3 py-2 font-mono text-sm">
                  {model}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-muted-foreground">
            No model list for this part yet. Call us with your model number and we'll check the fit.
          </p>
        )}
      </section>
    </Page>
  );
}

/** The product page's placeholder, line for line, while the part loads. */
export function PartScreenSkeleton() {
  return (
    <Page data-slot="product-screen-skeleton" aria-busy="true" padding="listing" gap="lg">
      <p role="status" className="sr-only">
        Loading part…
      </p>
      <SkeletonLines aria-hidden="true" className={`${lines.crumbs} flex items-center gap-2`} lines={["h-4 w-12", "h-4 w-28", "h-4 w-32", "h-4 w-40"]} />
      <div aria-hidden="true" className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="aspect-square w-full rounded-lg" />
        <div className="grid content-start gap-4">
          <div className="grid gap-1">
            <div className={`${lines.brand} flex items-center`}>
              <Skeleton className="h-4 w-24" />
            </div>
            <div className={`${lines.name} flex items-center`}>
              <Skeleton className="h-7 w-3/4" />
            </div>
            <div className={`${lines.partNumber} flex items-center`}>
              <Skeleton className="h-4 w-48" />
            </div>
          </div>
          <SkeletonLines className="grid gap-1" lines={["h-4 w-40", "h-4 w-48", "h-4 w-56"]} />
          <div className={`${lines.price} flex items-center`}>
            <Skeleton className="h-8 w-28" />
          </div>
          <div className={`${lines.stock} flex items-center`}>
            <Skeleton className="h-5 w-20" />
          </div>
          <SkeletonLines className={`${lines.actions} flex items-center gap-3`} lines={["h-9 w-30", "h-11 w-40", "size-11 rounded-full"]} />
          <SkeletonLines className="grid gap-2" lines={["h-4 w-full", "h-4 w-full", "h-4 w-2/3"]} />
        </div>
      </div>
      {/* Compatible models: the heading, the count line and one row of model chips (38 px each). */}
      <div aria-hidden="true" className="grid gap-3">
        <div className="flex h-7 items-center">
          <Skeleton className="h-6 w-48" />
        </div>
        <div className="flex h-5 items-center">
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-9.5 rounded-md" />
          ))}
        </div>
      </div>
    </Page>
  );
}
