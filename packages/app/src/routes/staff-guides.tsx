import { StaffGuidesScreen } from "@shop/ui";

/** /staff/guides: every repair guide, drafts too, read in the browser with the staff cookie. */
export default function StaffGuidesRoute() {
  return <StaffGuidesScreen />;
}
