import { plural } from "../../design/format.ts";

/**
 * The cart link's accessible name, which carries the count the badge shows: "Cart, 3 items",
 * "Cart, 1 item", "Cart, empty". While the count is unknown (the cart is loading) it is "Cart".
 */
export function cartLinkLabel(count: number | undefined): string {
  const text = cartCountText(count);
  return text ? `Cart, ${text}` : "Cart";
}

/** The count as words for the cart link's accessible name: "3 items", "1 item", "empty"; null while unknown. */
export function cartCountText(count: number | undefined): string | null {
  if (count === undefined) return null;
  if (count <= 0) return "empty";
  return `${count} ${plural(count, "item")}`;
}

/** The number on the badge: hidden at 0, capped at "99+" so it stays a small circle. */
export function cartBadgeText(count: number | undefined): string | null {
  if (count === undefined || count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

/**
 * The saved-parts link's accessible name, which carries the count its badge shows: "Saved parts
 * (3)"; just "Saved parts" when none are saved, or on the server, which cannot know the list.
 */
export function savedLinkLabel(count: number): string {
  return count > 0 ? `Saved parts (${count})` : "Saved parts";
}
