import { StaffGuideScreen } from "@shop/ui";
import { useParams } from "react-router";

/** /staff/guides/{id} and /staff/guides/new: a guide's editor and history, read in the browser with the staff cookie. */
export default function StaffGuideRoute() {
  const id = useParams().id ?? "";
  // Keyed by the id, so going from the new guide's editor to the guide it made starts afresh.
  return <StaffGuideScreen key={id} id={id} />;
}
