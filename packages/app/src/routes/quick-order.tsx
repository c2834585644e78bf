import { QuickOrderScreen, quickOrderCopy } from "@shop/ui";
import { PageHead } from "../head.tsx";

export default function QuickOrderRoute() {
  return (
    <>
      <PageHead title={quickOrderCopy.title} description={quickOrderCopy.description} noindex />
      <QuickOrderScreen />
    </>
  );
}
