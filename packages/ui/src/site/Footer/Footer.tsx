import { pagePaths, type Brand, type Category, type ShopInfo } from "@shop/domain";
import { useId, useState } from "react";
import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "../../design/icons/index.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { formatOpeningHours, sameDayPickupText, telHref } from "../../shell/store-text.ts";
import { TextLink, textLinkVariants } from "../../design/primitives/TextLink.tsx";

/** The footer's quick links, in order. */
export const FOOTER_QUICK_LINKS = [
  { to: pagePaths.info("about-us"), label: "About Us" },
  { to: pagePaths.info("contact"), label: "Contact" },
  { to: pagePaths.info("shipping"), label: "Shipping" },
  { to: pagePaths.info("returns"), label: "Returns" },
  { to: pagePaths.info("warranty"), label: "Warranty" },
  { to: pagePaths.blog(), label: "Blog" },
  { to: pagePaths.orderLookup(), label: "Find my order" },
] as const;

/** What the footer reads from the `store` record. */
export type FooterStore = Pick<
  ShopInfo,
  "name" | "tagline" | "phone" | "phoneE164" | "email" | "address" | "hours" | "sameDayPickupCutoff"
>;

export type FooterProps = Omit<React.ComponentProps<"footer">, "children"> & {
  /** The shop's facts: address, phone, email, hours and the pickup cut-off. */
  store: FooterStore;
  /** Categories to link, in the order given; each goes to `/{type}-parts/{slug}`. */
  categories: ReadonlyArray<Pick<Category, "id" | "name" | "slug" | "type">>;
  /** Brands to link (the caller picks the top ones), each to `/brands/{slug}`. */
  brands: ReadonlyArray<Pick<Brand, "id" | "name" | "slug">>;
  /**
   * Called with the email address when the newsletter form is submitted; the browser has already
   * checked it is present and looks like an address. While a returned promise is pending the
   * form is disabled and the button reads "Subscribing..."; when it resolves the field is
   * cleared. Success and failure toasts are the caller's; after a rejection the address stays.
   */
  onSubscribe: (email: string) => Promise<unknown> | void;
  /** Forces the submitting state, for a caller that tracks the request itself. Default false. */
  subscribing?: boolean;
};

// The footer's links are quiet: the text's colour until hovered.
const linkClass = cn(textLinkVariants({ variant: "quiet" }), "text-sm text-foreground");

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ key: React.Key; to: string; label: string }> }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} data-slot="footer-links">
      <h2 id={headingId} className="mb-3 text-sm font-semibold tracking-wide uppercase">
        {title}
      </h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <TextLink to={link.to} variant="quiet" className="text-sm text-foreground">
              {link.label}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer on every page: a newsletter sign-up, the store's contact details, hours and
 * same-day pickup cut-off (all from the `store` record), quick links, category links and top
 * brand links. The newsletter form relies on the browser's own validation (a required email
 * field) and never fetches: `onSubscribe` does the work.
 */
export function Footer({ store, categories, brands, onSubscribe, subscribing = false, className, ...props }: FooterProps) {
  const newsletterId = useId();
  const emailId = useId();
  const [pending, setPending] = useState(false);
  const busy = pending || subscribing;

  const handleSubscribe = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    const result = onSubscribe(email);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
      form.reset();
    } catch {
      // The caller reports the failure (a toast); the typed address stays for another try.
    } finally {
      setPending(false);
    }
  };

  const { address } = store;

  return (
    <footer data-slot="footer" className={cn("border-t bg-muted text-foreground", className)} {...props}>
      <section aria-labelledby={newsletterId} data-slot="footer-newsletter" className="border-b border-border">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 md:grid-cols-2 md:items-end">
          <div className="grid gap-1">
            <h2 id={newsletterId} className="text-lg font-semibold">
              Repair tips and part deals
            </h2>
            <p className="text-sm text-muted-foreground">Get new repair guides and in-store specials by email.</p>
          </div>
          <form onSubmit={handleSubscribe} aria-labelledby={newsletterId} aria-busy={busy} className="w-full md:justify-self-end">
            <fieldset disabled={busy} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor={emailId}>Email address</Label>
                <Input id={emailId} name="email" type="email" required autoComplete="email" placeholder="you@example.com" className="bg-background sm:min-w-64" />
              </div>
              <Button type="submit">{busy ? "Subscribing..." : "Subscribe"}</Button>
            </fieldset>
          </form>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <section aria-label="Store" data-slot="footer-contact" className="col-span-2 grid content-start gap-4 lg:col-span-1">
          <div>
            <p className="font-bold">{store.name}</p>
            <p className="text-sm text-muted-foreground">{store.tagline}</p>
          </div>
          <address className="grid gap-2 text-sm not-italic">
            <span className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </span>
            <span className="flex items-center gap-2">
              <PhoneIcon className="size-4 shrink-0 text-muted-foreground" />
              <a href={telHref(store.phoneE164)} className={linkClass}>
                {store.phone}
              </a>
            </span>
            <span className="flex items-center gap-2">
              <MailIcon className="size-4 shrink-0 text-muted-foreground" />
              <a href={`mailto:${store.email}`} className={cn(linkClass, "break-all")}>
                {store.email}
              </a>
            </span>
          </address>
          <div className="flex gap-2 text-sm">
            <ClockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="grid gap-1">
              <h2 className="font-semibold">Store hours</h2>
              <ul data-slot="footer-hours" className="grid gap-0.5 tabular-nums">
                {store.hours.map((hours) => (
                  <li key={hours.label}>{formatOpeningHours(hours)}</li>
                ))}
              </ul>
              <p data-slot="footer-pickup" className="mt-1 font-medium text-primary">
                {sameDayPickupText(store.sameDayPickupCutoff)}
              </p>
            </div>
          </div>
        </section>

        <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS.map((link) => ({ key: link.to, ...link }))} />
        {categories.length > 0 ? (
          <LinkColumn
            title="Categories"
            links={categories.map((category) => ({
              key: category.id,
              to: pagePaths.category(category),
              label: category.name,
            }))}
          />
        ) : null}
        {brands.length > 0 ? (
          <LinkColumn
            title="Top Brands"
            links={brands.map((brand) => ({ key: brand.id, to: pagePaths.brand(brand.slug), label: brand.name }))}
          />
        ) : null}
      </div>

      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground">
          © {new Date().getFullYear()} {store.name}. Genuine OEM parts, picked up in {address.city}, {address.region}.
        </p>
      </div>
    </footer>
  );
}
