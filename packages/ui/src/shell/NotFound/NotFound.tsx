import { pagePaths } from "@shop/domain";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "../../design/primitives/Button.tsx";
import { EmptyState, type EmptyStateProps } from "../EmptyState/EmptyState.tsx";
import { CompassIcon, FileQuestionIcon, FolderXIcon, SearchXIcon, TagIcon } from "../../design/icons/index.ts";

/** What was not found. `site` is the 404 page for any unknown path. */
export type NotFoundKind = "product" | "category" | "brand" | "article" | "model" | "symptom" | "page" | "site";

interface NotFoundCopy {
  title: string;
  description: string;
  links: { to: string; label: string }[];
  icon: React.ReactNode;
}

/** Each not-found screen's texts and ways back, as listed in docs/product.md, Texts, Not found. */
export const NOT_FOUND_COPY: Record<NotFoundKind, NotFoundCopy> = {
  product: {
    title: "Part Not Found",
    description:
      "We couldn't find that part. It may have been discontinued or replaced; search by part or model number, or browse by brand.",
    links: [
      { to: pagePaths.home(), label: "Back to Home" },
      { to: pagePaths.brands(), label: "Browse All Brands" },
    ],
    icon: <SearchXIcon />,
  },
  category: {
    title: "Category Not Found",
    description: "We couldn't find that category. It may have moved or been renamed.",
    links: [{ to: pagePaths.home(), label: "Back to Home" }],
    icon: <FolderXIcon />,
  },
  brand: {
    title: "Brand Not Found",
    description: "We couldn't find that brand. See every brand we carry parts for.",
    links: [{ to: pagePaths.brands(), label: "Back to All Brands" }],
    icon: <TagIcon />,
  },
  article: {
    title: "Article Not Found",
    description: "We couldn't find that article. It may have been moved or taken down.",
    links: [{ to: pagePaths.blog(), label: "Back to Blog" }],
    icon: <FileQuestionIcon />,
  },
  model: {
    title: "Model Not Found",
    description:
      "We don't have parts listed for that model number yet. Check the number on the rating tag and search again, or call us: we can often still find the part.",
    links: [
      { to: pagePaths.home(), label: "Back to Home" },
      { to: pagePaths.brands(), label: "Browse All Brands" },
    ],
    icon: <SearchXIcon />,
  },
  symptom: {
    title: "Symptom Not Found",
    description: "We haven't written that one up. See the problems we cover, or search by part or model number.",
    links: [
      { to: pagePaths.symptoms(), label: "What's wrong? All symptoms" },
      { to: pagePaths.home(), label: "Back to Home" },
    ],
    icon: <FileQuestionIcon />,
  },
  page: {
    title: "Page Not Found",
    description: "We couldn't find that page.",
    links: [{ to: pagePaths.home(), label: "Back to Home" }],
    icon: <FileQuestionIcon />,
  },
  site: {
    title: "404 Page Not Found",
    description: "The page you're looking for doesn't exist or has moved. Start again from the home page, or find your part by brand.",
    links: [
      { to: pagePaths.home(), label: "Back to Home" },
      { to: pagePaths.brands(), label: "Browse All Brands" },
    ],
    icon: <CompassIcon />,
  },
};

export type NotFoundProps = Omit<EmptyStateProps, "title" | "action" | "icon" | "description"> & {
  /** Which screen: product, category, brand, article, page (information and local pages) or site (the 404 page). */
  kind: NotFoundKind;
  /** Replaces the default sentence under the title. */
  description?: React.ReactNode;
};

/**
 * Every not-found screen, from NOT_FOUND_COPY: 'Part Not Found' -> home and all brands;
 * 'Category Not Found' and 'Page Not Found' -> 'Back to Home'; 'Brand Not Found' -> 'Back to All
 * Brands'; 'Article Not Found' -> 'Back to Blog'; the site-wide 404 -> home and all brands, under
 * the heading '404 Page Not Found'. The title is the page's h1 by default (it replaces the page),
 * at full-page size.
 */
export function NotFound({ kind, description, headingLevel = 1, size = "page", ...props }: NotFoundProps) {
  const copy = NOT_FOUND_COPY[kind];
  const title =
    kind === "site" ? (
      <>
        <span className="block font-mono text-6xl font-bold text-primary">404</span> Page Not Found
      </>
    ) : (
      copy.title
    );
  return (
    <EmptyState
      data-kind={`not-found-${kind}`}
      icon={kind === "site" ? undefined : copy.icon}
      title={title}
      description={description ?? copy.description}
      headingLevel={headingLevel}
      size={size}
      action={copy.links.map((link, i) => (
        <Button key={link.to} asChild variant={i === 0 ? "default" : "outline"}>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
      {...props}
    />
  );
}
