import { pagePaths } from "@shop/domain";
import { CategoryScreen, metaDescription, typeTitle, useCategoryPage } from "@shop/ui";
import { useLocation, useParams } from "react-router";
import { PageHead } from "../head.tsx";
import { partTypeOfPath } from "../route-table.ts";

/** /appliance-parts/{slug} and /hvac-parts/{slug}. */
export default function CategoryRoute() {
  const slug = useParams().slug ?? "";
  const type = partTypeOfPath(useLocation().pathname);
  // The screen's own status: a category of the other side is not found here either.
  const page = useCategoryPage(type, slug);
  const category = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="category"
        title={category ? `${category.name} | ${typeTitle(type)}` : typeTitle(type)}
        description={category ? metaDescription(category.description) : undefined}
        crumbs={[
          { name: typeTitle(type), path: pagePaths.type(type) },
          ...(category ? [{ name: category.name, path: pagePaths.category({ type, slug }) }] : []),
        ]}
      />
      <CategoryScreen type={type} slug={slug} />
    </>
  );
}
