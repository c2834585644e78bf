import { pagePaths, type ShopInfo } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { NotFound } from "../../shell/NotFound/NotFound.tsx";
import { FAQList } from "../../design/FAQList/FAQList.tsx";
import { telHref } from "../../shell/store-text.ts";
import { ChevronRightIcon, PhoneIcon } from "../../design/icons/index.ts";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "../../design/primitives/Breadcrumb.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { Section } from "../../design/primitives/Section.tsx";
import { Skeleton, SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { localPageCopy as copy, type LocalPage } from "../local-pages.ts";
import { cn } from "../../design/utils.ts";
import { localPageState } from "./local-page-state.ts";

export type LocalLandingScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /**
   * The page's slug, from the route: tallahassee-appliance-parts, leon-county-hvac-parts,
   * quincy-fl-appliance-repair or havana-fl-hvac-repair. Anything else is 'Page Not Found'.
   */
  slug: string;
};

/**
 * A local landing page (the city, its county and two nearby towns): a breadcrumb (Home / page),
 * the title and intro, the city page's eight popular appliance part groups, the FAQ, a call-us
 * (tel:) and contact-us block and a few repair guides. The copy is site/local-pages.ts; the
 * phone, hours, address, towns, radius and cut-off in it come from the store record.
 */
export function LocalLandingScreen({ slug, ...props }: LocalLandingScreenProps) {
  const page = localPageState(slug);
  if (page.status !== "ready") return <NotFound kind="page" {...props} />;
  return <LocalPageView page={page.data} {...props} />;
}

const tileLink =
  "group flex h-full items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3 font-medium text-card-foreground shadow-xs outline-none transition-shadow hover:shadow-md focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

function LocalPageView({ page, className, ...props }: { page: LocalPage } & Omit<React.ComponentProps<"div">, "children">) {
  const store = useStoreInfo();
  const shop = copy.shop[page.type];

  return (
    <Page data-slot="local-landing-screen" data-page={page.slug} width="medium" gap="2xl" className={className} {...props}>
      <div className="grid gap-4">
        <Breadcrumb>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink asChild>
                <Link to={pagePaths.home()}>Home</Link>
              </BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{page.breadcrumb}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
        <header className="grid max-w-3xl gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{page.title}</h1>
          {store.data ? (
            page.intro.map((paragraph, index) => (
              <p key={index} className={cn("text-pretty", index === 0 ? "text-lg text-muted-foreground" : "text-base/7")}>
                {paragraph(store.data)}
              </p>
            ))
          ) : store.isPending ? (
            <SkeletonLines aria-hidden="true" className="grid gap-2" lines={["h-6 w-full", "h-6 w-5/6", "h-5 w-2/3"]} />
          ) : null}
          <Button asChild size="lg" className="w-fit">
            <Link to={shop.to}>{shop.label}</Link>
          </Button>
        </header>
      </div>

      {page.partGroups?.length ? (
        <Section title={copy.partGroupsHeading}>
          <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {page.partGroups.map((group) => (
              <li key={group.to} className="grid">
                <Link to={group.to} className={tileLink}>
                  {group.name}
                  <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {store.isError ? (
        <ErrorState
          title="We couldn't load the store's details"
          message={apiErrorMessage(store.error)}
          onRetry={() => void store.refetch()}
          retrying={store.isFetching}
        />
      ) : store.data ? (
        <FAQList items={page.faqs(store.data)} defaultFirstOpen />
      ) : (
        <FaqSkeleton />
      )}

      <HelpBlock store={store.data} />

      <Section title={copy.guidesHeading}>
        <ul role="list" className="grid gap-3 sm:grid-cols-2">
          {page.guides.map((guide) => (
            <li key={guide.slug} className="grid">
              <Link to={pagePaths.article(guide.slug)} className={tileLink}>
                {guide.label}
                <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {store.isPending ? (
        <p role="status" className="sr-only">
          Loading…
        </p>
      ) : null}
    </Page>
  );
}

/** Call us (tel:) and contact us. Without the store record there is no number to call yet. */
function HelpBlock({ store }: { store: ShopInfo | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-muted p-6">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {copy.helpHeading}
      </h2>
      {store ? <p className="max-w-2xl text-muted-foreground">{copy.helpBody(store)}</p> : null}
      <div className="flex flex-wrap gap-3">
        {store ? (
          <Button asChild size="lg">
            <a href={telHref(store.phoneE164)}>
              <PhoneIcon />
              {copy.call(store)}
            </a>
          </Button>
        ) : null}
        <Button asChild size="lg" variant="outline" className="bg-background">
          <Link to={pagePaths.info("contact")}>{copy.contact}</Link>
        </Button>
      </div>
    </section>
  );
}

function FaqSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4">
      <Skeleton className="h-8 w-72" />
      <div className="grid gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}
