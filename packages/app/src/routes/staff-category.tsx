import { StaffTaxonomyScreen } from "@shop/ui";
import { useParams } from "react-router";

/** /staff/categories/{id} and /staff/categories/new: a category's form and history, read in the browser with the staff cookie. */
export default function StaffCategoryRoute() {
  const id = useParams().id ?? "";
  // Keyed by the id, so going from the new category's form to the one it made starts afresh.
  return <StaffTaxonomyScreen key={id} kind="category" id={id} />;
}
