import { pagePaths, productJsonLd } from "@shop/domain";
import { metaDescription, PartScreen, typeTitle, usePartPage, useStoreInfo } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /products/{id}; head and screen read the same page status (an id that cannot be a part's is not found). */
export default function PartRoute() {
  const id = useParams().id ?? "";
  const page = usePartPage(id);
  const store = useStoreInfo().data;
  const part = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="product"
        title={part ? `${part.name} (${part.partNumber})` : "Part"}
        description={part ? metaDescription(part.description) : undefined}
        crumbs={
          part
            ? [
                { name: typeTitle(part.category.type), path: pagePaths.type(part.category.type) },
                { name: part.category.name, path: pagePaths.category(part.category) },
                { name: part.name, path: pagePaths.product(part.id) },
              ]
            : undefined
        }
        structuredData={[store && part ? productJsonLd(store, part) : null]}
      />
      <PartScreen id={id} />
    </>
  );
}
