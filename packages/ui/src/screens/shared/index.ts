/** What the screens share: the URL state of a listing, the listing itself, and each page's status (for its body and its head). */
export * from "../../catalogue/listing/catalogue-params.ts";
export * from "../../catalogue/listing/useCatalogueParams.ts";
export * from "../../catalogue/listing/CatalogueListing.tsx";
export * from "../../catalogue/listing/ListingHeader.tsx";
export * from "../../shell/PageUnavailable.tsx";
export * from "../../shell/page-status.ts";
export * from "../../cart/useAddPart.ts";
export * from "../../site/page-reads.ts";
