import { StaffOrderScreen } from "@shop/ui";
import { useParams } from "react-router";

/** /staff/orders/{orderNumber}: one order at the counter, read in the browser with the staff cookie. */
export default function StaffOrderRoute() {
  return <StaffOrderScreen orderNumber={useParams().orderNumber ?? ""} />;
}
