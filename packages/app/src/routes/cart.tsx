import { CartScreen, cartPageCopy } from "@shop/ui";
import { PageHead } from "../head.tsx";

export default function CartRoute() {
  return (
    <>
      <PageHead title={cartPageCopy.title} noindex />
      <CartScreen />
    </>
  );
}
