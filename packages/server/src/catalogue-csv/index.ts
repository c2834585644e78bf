export { catalogueCsvReader, CatalogueCsvReadFailed, csvReaderForRequest, type CatalogueCsvReader } from "./reader.ts";
