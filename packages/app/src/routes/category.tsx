import type { PartType } from "@shop/domain";
import { CategoryScreen, metaDescription, NOT_FOUND_COPY, typeTitle, useCategory } from "@shop/ui";
import { useLocation, useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /appliance-parts/{slug} and /hvac-parts/{slug}. */
export default function CategoryRoute() {
  const slug = useParams().slug ?? "";
  const type: PartType = useLocation().pathname.startsWith("/hvac-parts") ? "hvac" : "appliance";
  const category = useCategory(slug);
  return (
    <>
      {category.isError ? (
        <PageHead title={NOT_FOUND_COPY.category.title} noindex />
      ) : (
        <PageHead
          title={category.data ? `${category.data.name} | ${typeTitle(type)}` : typeTitle(type)}
          description={category.data ? metaDescription(category.data.description) : undefined}
        />
      )}
      <CategoryScreen type={type} slug={slug} />
    </>
  );
}
