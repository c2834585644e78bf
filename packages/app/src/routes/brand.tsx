import { pagePaths } from "@shop/domain";
import { BrandScreen, metaDescription, useBrandPage } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /brands/{slug}. */
export default function BrandRoute() {
  const slug = useParams().slug ?? "";
  const page = useBrandPage(slug);
  const brand = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="brand"
        title={brand ? `${brand.name} Parts` : "Brand"}
        description={brand ? metaDescription(brand.description) : undefined}
        crumbs={[{ name: "Brands", path: pagePaths.brands() }, ...(brand ? [{ name: brand.name, path: pagePaths.brand(slug) }] : [])]}
      />
      <BrandScreen slug={slug} />
    </>
  );
}

