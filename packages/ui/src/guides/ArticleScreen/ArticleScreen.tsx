import { pagePaths, type GuideView, type ShopInfo } from "@shop/domain";
import { useId, useState } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useGuideCards, useArticlePage } from "../hooks.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { GuideCard, GuideCardSkeleton } from "../GuideCard/GuideCard.tsx";
import { ARTICLE_EXCERPT_CHARS, formatReadTime, postExcerpt } from "../GuideCard/guide-text.ts";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { NotFound } from "../../shell/NotFound/NotFound.tsx";
import { Markdown } from "../Markdown/Markdown.tsx";
import { telHref } from "../../shell/store-text.ts";
import { ChevronRightIcon, PhoneIcon, ShareIcon, WrenchIcon } from "../../design/icons/index.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";
import { Skeleton, SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { toast } from "../../design/primitives/toast-store.ts";
import { articlePageCopy as copy } from "../../shell/page-copy.ts";
import { formatLongDate } from "../../design/format.ts";
import { cn } from "../../design/utils.ts";
import { pickRelated, RELATED_COUNT, RELATED_POOL } from "./related.ts";
import { articleUrl, shareOrCopy } from "./share.ts";

export type ArticleScreenProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The post's slug, from the route `/blog/:slug`. */
  slug: string;
};

/**
 * A blog article (/blog/{slug}): a back link, the 'Repair Guide' badge when the post is about a
 * part category, the title, the excerpt (or the first 160 characters), the date in US long form,
 * the read time, a Share button (the system share sheet, else the link copied with a toast), the
 * content formatted from its Markdown (raw HTML shown as text), a help block (call the store, contact us, shop
 * the category) and three related articles (same category first). A missing post shows 'Article
 * Not Found' with a link back to the blog.
 */
export function ArticleScreen({ slug, className, ...props }: ArticleScreenProps) {
  const page = useArticlePage(slug);
  const store = useStoreInfo();

  if (page.status === "not-found") return <NotFound kind="article" className={className} {...props} />;
  if (page.status === "error") {
    return (
      <Page width="narrow" gap="xl" className={className} {...props}>
        <ErrorState
          headingLevel={1}
          title="We couldn't load this article"
          message={apiErrorMessage(page.error)}
          onRetry={page.retry}
          retrying={page.retrying}
        />
      </Page>
    );
  }

  return (
    <Page data-slot="article-screen" width="narrow" gap="xl" className={className} {...props}>
      <TextLink to={pagePaths.blog()} icon className="w-fit text-sm">
        <ChevronRightIcon className="size-4 rotate-180" />
        {copy.back}
      </TextLink>
      {page.status === "ready" ? <ArticleBody post={page.data} store={store.data} /> : <ArticleSkeleton />}
      {page.status === "ready" ? <RelatedArticles post={page.data} /> : null}
    </Page>
  );
}

function ArticleBody({ post, store }: { post: GuideView; store: ShopInfo | undefined }) {
  const titleId = useId();
  const helpId = useId();
  const [sharing, setSharing] = useState(false);
  const excerpt = postExcerpt(post, ARTICLE_EXCERPT_CHARS);

  const share = async () => {
    const url = articleUrl(post.slug, store?.url);
    setSharing(true);
    try {
      const outcome = await shareOrCopy({ title: post.title, text: excerpt, url });
      if (outcome === "copied") toast({ title: copy.linkCopied, description: url, variant: "success" });
      if (outcome === "failed") toast({ title: copy.copyFailed, description: copy.copyFailedBody(url), variant: "destructive" });
    } finally {
      setSharing(false);
    }
  };

  return (
    <article aria-labelledby={titleId} className="grid gap-8">
      <header className="grid gap-4">
        {post.category ? (
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{copy.badge}</Badge>
            <span className="text-sm text-muted-foreground">{post.category.name}</span>
          </p>
        ) : null}
        <h1 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {post.title}
        </h1>
        <p data-slot="article-excerpt" className="text-lg text-pretty text-muted-foreground">
          {excerpt}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3 border-y py-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{formatReadTime(post.content)}</span>
          </p>
          <Button variant="outline" size="sm" onClick={() => void share()} disabled={sharing}>
            <ShareIcon />
            {copy.share}
          </Button>
        </div>
      </header>

      <Markdown data-slot="article-content" source={post.content} />

      <section aria-labelledby={helpId} className="grid gap-3 rounded-lg border bg-muted p-6">
        <h2 id={helpId} className="flex items-center gap-2 text-xl font-semibold">
          <WrenchIcon className="size-5 text-primary" />
          {copy.helpHeading}
        </h2>
        <p className="text-muted-foreground">{copy.helpBody}</p>
        <div className="flex flex-wrap gap-3">
          {store ? (
            <Button asChild>
              <a href={telHref(store.phoneE164)}>
                <PhoneIcon />
                {copy.call(store)}
              </a>
            </Button>
          ) : null}
          <Button asChild variant="outline" className="bg-background">
            <Link to={pagePaths.info("contact")}>{copy.contact}</Link>
          </Button>
          {post.category ? (
            <Button asChild variant="outline" className="bg-background">
              <Link to={pagePaths.category(post.category)}>Shop {post.category.name}</Link>
            </Button>
          ) : null}
        </div>
      </section>
    </article>
  );
}

function RelatedArticles({ post }: { post: GuideView }) {
  const headingId = useId();
  const pool = useGuideCards({ page: 1, pageSize: RELATED_POOL });
  // Suggestions are extra: if they fail to load the article stands on its own.
  if (pool.isError) return null;
  const related = pool.data ? pickRelated(post, pool.data.posts) : [];
  if (pool.isSuccess && related.length === 0) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={pool.isPending || undefined} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {copy.relatedHeading}
      </h2>
      {pool.isPending ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {Array.from({ length: RELATED_COUNT }, (_, i) => (
            <GuideCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <ul role="list" className="grid gap-4 sm:grid-cols-3">
          {related.map((item) => (
            <li key={item.id} className="grid">
              <GuideCard post={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ArticleSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-8">
      <p role="status" className="sr-only">
        Loading article…
      </p>
      <SkeletonLines className="grid gap-4" lines={["h-6 w-28", "h-10 w-full", "h-10 w-2/3", "h-6 w-full", "h-12 w-full"]} />
      <div className="grid gap-3">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={cn("h-4", i % 4 === 3 ? "w-3/5" : "w-full")} />
        ))}
      </div>
    </div>
  );
}
