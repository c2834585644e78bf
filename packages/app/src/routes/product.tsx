import { pagePaths, productJsonLd } from "@shop/domain";
import { metaDescription, ProductScreen, typeTitle, useProduct, useStoreInfo } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /products/{id}; an id that is not a whole number is a missing part. */
export default function ProductRoute() {
  const idText = useParams().id ?? "";
  const id = /^\d+$/.test(idText) ? Number(idText) : undefined;
  const product = useProduct(id);
  const store = useStoreInfo().data;
  const missing = id === undefined || product.isError;
  const part = product.data;
  return (
    <>
      {missing ? (
        <PageHead title="Part Not Found" noindex />
      ) : (
        <PageHead
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
      )}
      <ProductScreen id={idText} />
    </>
  );
}
