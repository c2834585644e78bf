import { StoreFactsScreen } from "@shop/ui";

/** /staff/store: the store's facts edited in one form, read in the browser with the staff cookie. */
export default function StaffStoreRoute() {
  return <StoreFactsScreen />;
}
