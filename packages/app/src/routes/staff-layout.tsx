import { StaffLayout } from "@shop/ui";

/**
 * The back office's frame around its pages (docs/architecture.md, Back office): a route module of
 * its own, so it and everything under it load only on /staff pages.
 */
export default function StaffLayoutRoute() {
  return <StaffLayout />;
}
