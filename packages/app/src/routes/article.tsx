import { ArticleScreen, metaDescription, NOT_FOUND_COPY, postExcerpt, useBlogPost } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

/** /blog/{slug}. */
export default function ArticleRoute() {
  const slug = useParams().slug ?? "";
  const post = useBlogPost(slug);
  return (
    <>
      {post.isError ? (
        <PageHead title={NOT_FOUND_COPY.article.title} noindex />
      ) : (
        <PageHead title={post.data?.title ?? "Repair Guide"} description={post.data ? metaDescription(postExcerpt(post.data)) : undefined} />
      )}
      <ArticleScreen slug={slug} />
    </>
  );
}
