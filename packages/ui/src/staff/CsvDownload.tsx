import { apiErrorMessage } from "../client/client.ts";
import { Button } from "../design/primitives/Button.tsx";

/** A CSV download of the back office (`saveCsvFile` behind a mutation): whether it runs, its file's name, or its error. */
export interface CsvDownloadState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: string | undefined;
  error: unknown;
  mutate: () => void;
}

/** "Download CSV" ("Preparing..." while the file is made), off while `disabled` or running. */
export function CsvDownloadButton({ download, disabled = false }: { download: CsvDownloadState; disabled?: boolean }) {
  return (
    <Button variant="secondary" disabled={disabled || download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? "Preparing..." : "Download CSV"}
    </Button>
  );
}

/** What became of the last download: "Downloaded {file}." as a status, or why the CSV could not be made as an alert. */
export function CsvDownloadStatus({ download }: { download: CsvDownloadState }) {
  if (download.isSuccess) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Downloaded {download.data}.
      </p>
    );
  }
  if (download.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The CSV could not be made: {apiErrorMessage(download.error)}
      </p>
    );
  }
  return null;
}
