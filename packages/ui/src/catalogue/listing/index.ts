export * from "./CatalogueListing.tsx";
export * from "./ListingHeader.tsx";
export * from "./catalogue-params.ts";
export * from "./useCatalogueParams.ts";
