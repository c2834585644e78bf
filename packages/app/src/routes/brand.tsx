import { BrandScreen, metaDescription, NOT_FOUND_COPY, useBrand } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /brands/{slug}. */
export default function BrandRoute() {
  const slug = useParams().slug ?? "";
  const brand = useBrand(slug);
  return (
    <>
      {brand.isError ? (
        <PageHead title={NOT_FOUND_COPY.brand.title} noindex />
      ) : (
        <PageHead
          title={brand.data ? `${brand.data.name} Parts` : "Brand"}
          description={brand.data ? metaDescription(brand.data.description) : undefined}
        />
      )}
      <BrandScreen slug={slug} />
    </>
  );
}
