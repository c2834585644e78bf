/** What the screens share: the URL state of a listing, the listing itself, and each page's status (for its body and its head). */
export * from "./catalogue-params.ts";
export * from "./useCatalogueParams.ts";
export * from "./CatalogueListing.tsx";
export * from "./ListingHeader.tsx";
export * from "./PageUnavailable.tsx";
export * from "./page-status.ts";
export * from "./useAddPart.ts";
export * from "./page-reads.ts";
