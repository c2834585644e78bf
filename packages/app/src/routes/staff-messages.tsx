import { StaffMessagesScreen } from "@shop/ui";

/** /staff/messages: the contact messages, read in the browser with the staff cookie. */
export default function StaffMessagesRoute() {
  return <StaffMessagesScreen />;
}
