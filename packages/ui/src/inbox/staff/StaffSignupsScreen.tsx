import { signupStatus } from "@shop/domain";
import { apiErrorMessage } from "../../client/client.ts";
import { useStoreInfo } from "../../shell/store-info.ts";
import { useExportSignups, useStaffSignups } from "./hooks.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { formatCount } from "../../design/format.ts";
import { MailIcon } from "../../design/icons/index.ts";
import { CsvDownloadButton, CsvDownloadStatus, formatShopTime } from "../../staff/index.ts";

/**
 * The newsletter sign-ups (/staff/signups): newest first, how many are subscribed, and the list as
 * CSV (email, signed up at, status). An address that has not confirmed yet is marked pending (it
 * gets no newsletter); one that unsubscribed stays on the list, marked.
 */
export function StaffSignupsScreen() {
  const signups = useStaffSignups();
  const download = useExportSignups();
  const timeZone = useStoreInfo().data?.timeZone ?? "America/New_York";
  const list = signups.data;

  return (
    <div className="space-y-5">
      <title>Sign-ups · Back office</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Newsletter sign-ups</h1>
        {list && list.counts.all > 0 ? (
          <CsvDownloadButton download={download} />
        ) : null}
      </div>
      <CsvDownloadStatus download={download} />
      {signups.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading sign-ups" className="space-y-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : signups.isError ? (
        <ErrorState title="Sign-ups could not be loaded" message={apiErrorMessage(signups.error)} onRetry={() => void signups.refetch()} retrying={signups.isFetching} />
      ) : list && list.counts.all === 0 ? (
        <EmptyState icon={<MailIcon />} title="No sign-ups yet" description="Addresses signed up with the newsletter form show up here, newest first." />
      ) : list ? (
        <section aria-label="Sign-up list" className="space-y-4">
          <p className="text-sm text-muted-foreground">
            {formatCount(list.counts.active, "subscriber")}
            {list.counts.pending > 0 ? `, ${list.counts.pending} pending confirmation` : ""}
            {list.counts.unsubscribed > 0 ? `, ${list.counts.unsubscribed} unsubscribed` : ""}
          </p>
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Email</th>
                <th scope="col" className="py-2 pr-4 font-medium">Signed up</th>
                <th scope="col" className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y border-y">
              {list.signups.map((signup) => (
                <tr key={signup.id}>
                  <td className="break-all py-2 pr-4">{signup.email}</td>
                  <td className="py-2 pr-4">
                    <time dateTime={signup.createdAt}>{formatShopTime(signup.createdAt, timeZone)}</time>
                  </td>
                  <td className="py-2">
                    {signup.unsubscribedAt ? (
                      <Badge variant="secondary" title={`Unsubscribed ${formatShopTime(signup.unsubscribedAt, timeZone)}`}>
                        Unsubscribed
                      </Badge>
                    ) : signupStatus(signup) === "pending" ? (
                      <Badge variant="outline" title={`Confirmation link sent ${formatShopTime(signup.confirmationSentAt ?? signup.createdAt, timeZone)}`}>
                        Pending
                      </Badge>
                    ) : (
                      <Badge variant="in-stock">Subscribed</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
