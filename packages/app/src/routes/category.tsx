import type { PartType } from "@shop/domain";
import { CategoryScreen, categoryPath, metaDescription, NOT_FOUND_COPY, typePath, typeTitle, useCategory } from "@shop/ui";
import { useLocation, useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /appliance-parts/{slug} and /hvac-parts/{slug}. */
export default function CategoryRoute() {
  const slug = useParams().slug ?? "";
  const type: PartType = useLocation().pathname.startsWith("/hvac-parts") ? "hvac" : "appliance";
  const category = useCategory(slug);
  // A category of the other side shows 'Category Not Found' too (CategoryScreen), so its head says so.
  const missing = category.isError || (category.data !== undefined && category.data.type !== type);
  return (
    <>
      {missing ? (
        <PageHead title={NOT_FOUND_COPY.category.title} noindex />
      ) : (
        <PageHead
          title={category.data ? `${category.data.name} | ${typeTitle(type)}` : typeTitle(type)}
          description={category.data ? metaDescription(category.data.description) : undefined}
          crumbs={[
            { name: typeTitle(type), path: typePath(type) },
            ...(category.data ? [{ name: category.data.name, path: categoryPath(type, slug) }] : []),
          ]}
        />
      )}
      <CategoryScreen type={type} slug={slug} />
    </>
  );
}
