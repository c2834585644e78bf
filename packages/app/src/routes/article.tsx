import { blogPostingJsonLd, pagePaths } from "@shop/domain";
import { ArticleScreen, metaDescription, postExcerpt, useArticlePage, useStoreInfo } from "@shop/ui";
import { useParams } from "react-router";
import { PageHead } from "../head.tsx";

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

