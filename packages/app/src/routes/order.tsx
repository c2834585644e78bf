import { orderPageCopy, OrderScreen, pageStatusOf, useOrder } from "@shop/ui";
import { useParams, useSearchParams } from "react-router";
import { PageHead } from "../head.tsx";

/**
 * /orders/{orderNumber}?key=: one customer's order, never indexed (and never cached: the server
 * sends it with no-store). Head and screen read the same query; a miss is "Order not found".
 */
export default function OrderRoute() {
  const orderNumber = useParams().orderNumber ?? "";
  const key = useSearchParams()[0].get("key") ?? "";
  const status = pageStatusOf(useOrder(orderNumber, key));
  const title = status === "not-found" ? orderPageCopy.notFoundTitle : orderPageCopy.title(orderNumber);
  return (
    <>
      <PageHead status={status === "error" ? "error" : "ready"} title={title} noindex />
      <OrderScreen orderNumber={orderNumber} orderKey={key} />
    </>
  );
}
