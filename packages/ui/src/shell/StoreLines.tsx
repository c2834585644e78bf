import type { ShopInfo } from "@shop/domain";
import { MapPinIcon, PhoneIcon } from "../design/icons/index.ts";
import { telHref } from "./store-text.ts";

/** A link inside the shop's facts: primary, always underlined, kept on one line. */
export const storeLinkClass =
  "rounded-sm font-medium whitespace-nowrap text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The counter's address beside a map pin, on three lines: the shop's name, the street, the city. For an `<address>`. */
export function StoreAddressLine({ store }: { store: ShopInfo }) {
  const { address } = store;
  return (
    <span className="flex gap-2">
      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        {store.name}
        <br />
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}
      </span>
    </span>
  );
}

/** The shop's phone number as a link that calls it, beside a phone icon. For an `<address>`. */
export function StorePhoneLine({ store }: { store: ShopInfo }) {
  return (
    <span className="flex items-center gap-2">
      <PhoneIcon className="size-4 shrink-0 text-muted-foreground" />
      <a href={telHref(store.phoneE164)} className={storeLinkClass}>
        {store.phone}
      </a>
    </span>
  );
}
