import { StaffSignInScreen } from "@shop/ui";

/** /staff: the back office's sign-in. Its head (title, noindex) is the screen's and the frame's. */
export default function StaffSignInRoute() {
  return <StaffSignInScreen />;
}
