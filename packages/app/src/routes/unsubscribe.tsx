import { UnsubscribeScreen, unsubscribeCopy } from "@shop/ui";
import { useSearchParams } from "react-router";
import { PageHead } from "../head.tsx";

/**
 * /newsletter/unsubscribe?email=…&key=…: the newsletter emails' link. Never indexed, and never
 * cached (the server sends it with no-store: its URL carries an address).
 */
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <PageHead title={unsubscribeCopy.title} noindex />
      <UnsubscribeScreen email={search.get("email") ?? ""} unsubscribeKey={search.get("key") ?? ""} />
    </>
  );
}
