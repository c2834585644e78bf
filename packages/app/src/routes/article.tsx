import { blogPostingJsonLd, pagePaths } from "@shop/domain";
import { apiQueries, ArticleScreen, metaDescription, NOT_FOUND_COPY, postExcerpt, RELATED_POOL, useBlogPost, useStoreInfo } from "@shop/ui";
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
  const post = useBlogPost(slug);
  const store = useStoreInfo().data;
  return (
    <>
      {post.isError ? (
        <PageHead title={NOT_FOUND_COPY.article.title} noindex />
      ) : (
        <PageHead
          title={post.data?.title ?? "Repair Guide"}
          description={post.data ? metaDescription(postExcerpt(post.data)) : undefined}
          crumbs={[{ name: "Blog", path: pagePaths.blog() }, ...(post.data ? [{ name: post.data.title, path: pagePaths.article(slug) }] : [])]}
          structuredData={[store && post.data ? blogPostingJsonLd(store, post.data) : null]}
        />
      )}
      <ArticleScreen slug={slug} />
    </>
  );
}

