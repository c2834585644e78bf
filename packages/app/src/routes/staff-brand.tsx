import { StaffTaxonomyScreen } from "@shop/ui";
import { useParams } from "react-router";

/** /staff/brands/{id} and /staff/brands/new: a brand's form and history, read in the browser with the staff cookie. */
export default function StaffBrandRoute() {
  const id = useParams().id ?? "";
  // Keyed by the id, so going from the new brand's form to the one it made starts afresh.
  return <StaffTaxonomyScreen key={id} kind="brand" id={id} />;
}
