import { StaffTaxonomyListScreen } from "@shop/ui";

/** /staff/categories: every category with its parts counted, read in the browser with the staff cookie. */
export default function StaffCategoriesRoute() {
  return <StaffTaxonomyListScreen kind="category" />;
}
