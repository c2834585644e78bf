import { blogPostingJsonLd, pagePaths } from "@shop/domain";
import { apiQueries, ArticleScreen, metaDescription, postExcerpt, RELATED_POOL, useArticlePage, useStoreInfo } from "@shop/ui";
import { useParams, type LoaderFunctionArgs } from "react-router";
import { PageHead } from "../head.tsx";
import { prefetch } from "../prefetch.server.ts";

/** Build time only: the answers this prerendered page renders from (prefetch.server.ts). */
export async function loader({ params }: LoaderFunctionArgs) {
  return prefetch((client) => [
    client.prefetchQuery(apiQueries.blogPost(params.slug ?? "")),
    client.prefetchQuery(apiQueries.blogPosts({ page: 1, pageSize: RELATED_POOL })),
  ]);
}

/**
 * In the browser a page asks the API itself, as every page does, so navigating never waits for
 * (or fails on) build-time data; a brand or article that was not prerendered renders the same way.
 */
export function clientLoader() {
  return null;
}

/** /blog/{slug}. */
export default function ArticleRoute() {
  const slug = useParams().slug ?? "";
  const page = useArticlePage(slug);
  const post = page.data;
  const store = useStoreInfo().data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="article"
        title={post?.title ?? "Repair Guide"}
        description={post ? metaDescription(postExcerpt(post)) : undefined}
        crumbs={[{ name: "Blog", path: pagePaths.blog() }, ...(post ? [{ name: post.title, path: pagePaths.article(slug) }] : [])]}
        structuredData={[store && post ? blogPostingJsonLd(store, post) : null]}
      />
      <ArticleScreen slug={slug} />
    </>
  );
}

