import { CatalogueCsvScreen } from "@shop/ui";

/** /staff/catalogue: the catalogue's CSV export and import, called from the browser with the staff cookie. */
export default function StaffCatalogueRoute() {
  return <CatalogueCsvScreen />;
}
