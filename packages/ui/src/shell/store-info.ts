import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../client/queries.ts";

/** The shop's facts: address, phone, hours, pickup cut-off, tax rate, shipping, returns, warranty. */
export function useStoreInfo() {
  return useQuery(apiQueries.store());
}
