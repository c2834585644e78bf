import { metaDescription, ProductScreen, useProduct } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /products/{id}; an id that is not a whole number is a missing part. */
export default function ProductRoute() {
  const idText = useParams().id ?? "";
  const id = /^\d+$/.test(idText) ? Number(idText) : undefined;
  const product = useProduct(id);
  const missing = id === undefined || product.isError;
  return (
    <>
      {missing ? (
        <PageHead title="Part Not Found" noindex />
      ) : (
        <PageHead
          title={product.data ? `${product.data.name} (${product.data.partNumber})` : "Part"}
          description={product.data ? metaDescription(product.data.description) : undefined}
        />
      )}
      <ProductScreen id={idText} />
    </>
  );
}
