import type { ShopInfo } from "@shop/domain";
import { useId } from "react";
import { SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { contactPageCopy, hoursFacts } from "../info-pages.ts";
import { ClockIcon, MailIcon, NavigationIcon } from "../../design/icons/index.ts";
import { directionsUrl } from "../../shell/store-text.ts";
import { cn } from "../../design/utils.ts";
import { StoreAddressLine, StorePhoneLine, storeLinkClass } from "../../shell/StoreLines.tsx";
import { FactList } from "./InfoBlocks.tsx";

/** The counter's address, map link, phone, email and hours, beside the contact form. */
export function VisitCard({ store }: { store: ShopInfo | undefined }) {
  const headingId = useId();
  if (!store) {
    return (
      <SkeletonLines aria-hidden="true" className="grid gap-3 rounded-lg border bg-card p-6" lines={["h-6 w-40", "h-4 w-full", "h-4 w-2/3", "h-24 w-full"]} />
    );
  }
  const { address } = store;
  return (
    <section aria-labelledby={headingId} className="grid gap-5 rounded-lg border bg-card p-6 text-card-foreground shadow-xs">
      <h2 id={headingId} className="text-xl font-semibold">
        {contactPageCopy.visitHeading}
      </h2>
      <address className="grid gap-3 text-sm not-italic">
        <StoreAddressLine store={store} />
        <a href={directionsUrl(address)} target="_blank" rel="noopener noreferrer" className={cn(storeLinkClass, "flex w-fit items-center gap-2")}>
          <NavigationIcon className="size-4 shrink-0" />
          {contactPageCopy.directions}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <StorePhoneLine store={store} />
        <span className="flex items-center gap-2">
          <MailIcon className="size-4 shrink-0 text-muted-foreground" />
          <a href={`mailto:${store.email}`} className={cn(storeLinkClass, "break-all")}>
            {store.email}
          </a>
        </span>
      </address>
      <div className="grid gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <ClockIcon className="size-4 text-muted-foreground" />
          {contactPageCopy.hoursHeading}
        </h3>
        <FactList items={hoursFacts(store)} className="border-0 bg-transparent p-0 text-sm sm:grid-cols-[auto_1fr]" />
        <p className="text-sm font-medium">{contactPageCopy.pickupNote(store)}</p>
      </div>
    </section>
  );
}
