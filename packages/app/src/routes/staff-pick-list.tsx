import { PickListScreen } from "@shop/ui";
import { useParams } from "react-router";

/** /staff/orders/{orderNumber}/pick-list: an order's pick list to print, read in the browser with the staff cookie. */
export default function StaffPickListRoute() {
  return <PickListScreen orderNumber={useParams().orderNumber ?? ""} />;
}
