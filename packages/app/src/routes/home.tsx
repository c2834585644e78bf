import { localBusinessJsonLd } from "@shop/domain";
import { HomeScreen, useStoreInfo } from "@shop/ui";
import { PageHead } from "../head.tsx";

export default function HomeRoute() {
  const store = useStoreInfo().data;
  const city = store ? ` in ${store.address.city}, ${store.address.region}` : "";
  return (
    <>
      <PageHead
        title={`Genuine OEM Appliance & HVAC Parts${city}`}
        description={store?.tagline}
        structuredData={[store && localBusinessJsonLd(store)]}
      />
      <HomeScreen />
    </>
  );
}
