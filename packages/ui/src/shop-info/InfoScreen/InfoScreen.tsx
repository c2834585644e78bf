import type { ShopInfo } from "@shop/domain";
import type * as React from "react";
import { useSearchParams } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { NotFound } from "../../shell/NotFound/NotFound.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import type { InfoPage } from "../info-pages.ts";
import { cn } from "../../design/utils.ts";
import { infoPageState } from "./info-page-state.ts";
import { ContactForm, ContactThanks, isContactSent } from "../../inbox/index.ts";
import { InfoSectionView, SectionsSkeleton } from "./InfoBlocks.tsx";
import { VisitCard } from "./VisitCard.tsx";

export type InfoScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The page's slug, from the route: about-us, contact, warranty, returns or shipping. Anything else is 'Page Not Found'. */
  slug: string;
};

/**
 * The information pages (/about-us, /contact, /warranty, /returns, /shipping), chosen by slug.
 * The copy is shop-info/info-pages.ts; every fact in it (hours, address, phone, pickup cut-off,
 * shipping tables, return and warranty terms, towns, radius) comes from the store record. The
 * contact page adds the form (name, email and message required; phone and subject optional, the
 * subject filled from `?subject=`), which posts to the API and then shows the thank-you at
 * `/contact?message=sent`, with the address, map link, phone and hours beside it. An unknown
 * slug shows 'Page Not Found' with Back to Home.
 */
export function InfoScreen({ slug, ...props }: InfoScreenProps) {
  const page = infoPageState(slug);
  if (page.status !== "ready") return <NotFound kind="page" {...props} />;
  return <InfoPageView page={page.data} {...props} />;
}

function InfoPageView({ page, className, ...props }: { page: InfoPage } & Omit<React.ComponentProps<"div">, "children">) {
  const store = useStoreInfo();
  const isContact = page.slug === "contact";

  let sections: React.ReactNode;
  if (store.isError) {
    sections = (
      <ErrorState
        title="We couldn't load this page's details"
        message={apiErrorMessage(store.error)}
        onRetry={() => void store.refetch()}
        retrying={store.isFetching}
      />
    );
  } else if (!store.data) {
    sections = isContact ? null : <SectionsSkeleton count={Math.max(1, page.sections.length)} />;
  } else {
    sections = page.sections.map((section) => (
      <InfoSectionView key={section.heading} heading={section.heading} blocks={section.blocks} store={store.data} />
    ));
  }

  return (
    <div
      data-slot="info-screen"
      data-page={page.slug}
      className={cn("mx-auto grid max-w-5xl gap-10 px-4 py-8", className)}
      {...props}
    >
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
        {store.data ? (
          <p className="text-lg text-pretty text-muted-foreground">{page.intro(store.data)}</p>
        ) : store.isPending ? (
          <div aria-hidden="true" className="grid gap-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        ) : null}
      </header>
      {isContact ? <ContactSection store={store.data} storeFailed={store.isError} /> : null}
      {isContact && store.isError ? null : sections}
      {store.isPending ? (
        <p role="status" className="sr-only">
          Loading…
        </p>
      ) : null}
    </div>
  );
}

/** The contact page's form, or its thank-you, with the visit card beside it. */
function ContactSection({ store, storeFailed }: { store: ShopInfo | undefined; storeFailed: boolean }) {
  const [params] = useSearchParams();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
      {isContactSent(params) ? <ContactThanks store={store} /> : <ContactForm defaultSubject={params.get("subject") ?? ""} />}
      {storeFailed ? null : <VisitCard store={store} />}
    </div>
  );
}
