import { StaffSignupsScreen } from "@shop/ui";

/** /staff/signups: the newsletter sign-ups and their CSV, read in the browser with the staff cookie. */
export default function StaffSignupsRoute() {
  return <StaffSignupsScreen />;
}
