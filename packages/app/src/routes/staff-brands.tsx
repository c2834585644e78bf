import { StaffTaxonomyListScreen } from "@shop/ui";

/** /staff/brands: every brand with its parts counted, read in the browser with the staff cookie. */
export default function StaffBrandsRoute() {
  return <StaffTaxonomyListScreen kind="brand" />;
}
