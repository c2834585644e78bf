import { StaffOrdersScreen } from "@shop/ui";

/** /staff/orders: the order inbox, read in the browser with the staff cookie. */
export default function StaffOrdersRoute() {
  return <StaffOrdersScreen />;
}
