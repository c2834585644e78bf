import { pagePaths, partListJsonLd } from "@shop/domain";
import { metaDescription, modelSummary, modelTitle, ModelScreen, typeTitle, useModelPage, useStoreInfo } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

/**
 * /models/{model}: the model written any way finds its page; the canonical address is the form
 * the catalogue lists, so "/models/wrf-555-sdfz" and "/models/WRF555SDFZ" count as one page.
 */
export default function ModelRoute() {
  const model = useParams().model ?? "";
  const page = useModelPage(model);
  const store = useStoreInfo().data;
  const data = page.data;
  const title = data ? modelTitle(data.model) : "Model";
  return (
    <>
      <PageHead
        status={page.status}
        notFound="model"
        title={title}
        description={data ? metaDescription(`${modelSummary(data)} Prices, stock and same-day pickup.`) : undefined}
        canonicalPath={data ? pagePaths.model(data.model) : undefined}
        crumbs={
          data
            ? [
                { name: typeTitle(data.types[0] ?? "appliance"), path: pagePaths.type(data.types[0] ?? "appliance") },
                { name: title, path: pagePaths.model(data.model) },
              ]
            : undefined
        }
        structuredData={[
          store && data
            ? partListJsonLd(
                store,
                title,
                data.groups.flatMap((group) => group.parts),
              )
            : null,
        ]}
      />
      <ModelScreen model={model} />
    </>
  );
}
