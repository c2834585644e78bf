import { cva, type VariantProps } from "class-variance-authority";
import { Link, type LinkProps } from "react-router";
import { cn } from "../utils.ts";

export const textLinkVariants = cva("rounded-sm underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", {
  variants: {
    variant: {
      /** Primary colour, underlined on hover: 'All brands', a back link, a part's brand. */
      default: "font-medium text-primary hover:underline",
      /** Primary colour and always underlined: a link in running text. */
      underline: "font-medium text-primary underline",
      /** The text's own colour, primary and underlined on hover: lists of links (the footer, a cart line). */
      quiet: "hover:text-primary hover:underline",
    },
    /** Lays out an icon beside the words (a chevron). Default false. */
    icon: { false: "", true: "inline-flex items-center gap-1" },
  },
  defaultVariants: { variant: "default", icon: false },
});

export type TextLinkProps = LinkProps & VariantProps<typeof textLinkVariants>;

/**
 * A link in words to another page of the shop (a router `Link`). For a link that is no page (tel:,
 * mailto:, a map) put `textLinkVariants()` on the `<a>`; for an action use `Button`.
 */
export function TextLink({ variant, icon, className, ...props }: TextLinkProps) {
  return <Link data-slot="text-link" className={cn(textLinkVariants({ variant, icon }), className)} {...props} />;
}
