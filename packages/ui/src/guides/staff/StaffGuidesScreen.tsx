import { staffPaths, type StaffGuideSummary } from "@shop/domain";
import { Link } from "react-router";
import { apiErrorMessage } from "../../client/client.ts";
import { useStaffGuides } from "./hooks.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { formatCount, formatLongDate } from "../../design/format.ts";
import { FileQuestionIcon } from "../../design/icons/index.ts";
import { GuideStatusBadge } from "./guide-status.tsx";

const cellLink = "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** One guide in the table: its title links to its editor. */
function GuideRow({ guide }: { guide: StaffGuideSummary }) {
  return (
    <tr className="border-t align-top">
      <td className="px-3 py-2">
        <Link to={staffPaths.guide(guide.id)} className={cellLink}>
          {guide.title}
        </Link>
      </td>
      <td className="px-3 py-2">
        <GuideStatusBadge status={guide.status} />
      </td>
      <td className="px-3 py-2 text-sm whitespace-nowrap">
        <time dateTime={guide.publishedAt}>{formatLongDate(guide.publishedAt)}</time>
      </td>
      <td className="hidden px-3 py-2 text-sm md:table-cell">{guide.category?.name ?? "General"}</td>
    </tr>
  );
}

const newGuide = (variant: "default" | "outline") => (
  <Button asChild variant={variant}>
    <Link to={staffPaths.newGuide()}>New guide</Link>
  </Button>
);

/**
 * Repair guides in the back office (/staff/guides): every guide, drafts and scheduled ones too,
 * newest publish date first, with its status, date and category (docs/product.md, Back office:
 * Guides). "New guide" opens an empty editor.
 */
export function StaffGuidesScreen() {
  const guides = useStaffGuides();
  return (
    <div className="space-y-5">
      <title>Guides · Back office</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Guides</h1>
        {newGuide("default")}
      </div>
      {guides.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading guides" className="space-y-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : guides.isError ? (
        <ErrorState title="Guides could not be loaded" message={apiErrorMessage(guides.error)} onRetry={() => void guides.refetch()} retrying={guides.isFetching} />
      ) : guides.data.total === 0 ? (
        <EmptyState
          icon={<FileQuestionIcon />}
          title="No guides yet"
          description="A guide shows on the blog once it is published and its publish date has come."
          action={newGuide("outline")}
        />
      ) : (
        <section aria-label="Guide list" className="space-y-4">
          <p className="text-sm text-muted-foreground">{formatCount(guides.data.total, "guide")}</p>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left">
              <thead className="bg-muted/50 text-sm">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">Title</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Publish date</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">Category</th>
                </tr>
              </thead>
              <tbody>
                {guides.data.posts.map((guide) => (
                  <GuideRow key={guide.id} guide={guide} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
