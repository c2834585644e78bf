import { ConfirmSignupScreen, confirmSignupCopy } from "@shop/ui";
import { useSearchParams } from "react-router";
import { PageHead } from "../head.tsx";

/**
 * /newsletter/confirm?email=…&key=…: the newsletter confirmation email's link. Never indexed, and
 * never cached (the server sends it with no-store: its URL carries an address).
 */
export default function NewsletterConfirmRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <PageHead title={confirmSignupCopy.title} noindex />
      <ConfirmSignupScreen email={search.get("email") ?? ""} confirmKey={search.get("key") ?? ""} />
    </>
  );
}
