import { FindOrderScreen, findOrderCopy } from "@shop/ui";
import { PageHead } from "../head.tsx";

/** /orders: "Find my order". A form with nothing for search engines, so it is not indexed. */
export default function OrderLookupRoute() {
  return (
    <>
      <PageHead title={findOrderCopy.title} noindex />
      <FindOrderScreen />
    </>
  );
}
