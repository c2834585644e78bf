import { StaffPartScreen } from "@shop/ui";
import { useParams } from "react-router";

/** /staff/parts/{id} and /staff/parts/new: a part's form and history, read in the browser with the staff cookie. */
export default function StaffPartRoute() {
  const id = useParams().id ?? "";
  // Keyed by the id, so going from the new part's form to the part it made starts afresh.
  return <StaffPartScreen key={id} id={id} />;
}
