import { StaffPartsScreen } from "@shop/ui";

/** /staff/parts: every part, hidden ones too, read in the browser with the staff cookie. */
export default function StaffPartsRoute() {
  return <StaffPartsScreen />;
}
