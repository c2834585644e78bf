import { pagePaths } from "@shop/domain";
import { Link } from "react-router";
import { ApiError, apiErrorMessage } from "../../client/client.ts";
import { useUnsubscribe } from "../unsubscribe-hooks.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";

/** The page's words, shared with the app's head tags. */
export const unsubscribeCopy = {
  title: "Unsubscribe",
  badLink: "This unsubscribe link is not complete. Use the link in your latest email from us, or call the store.",
  done: (email: string) => `You are unsubscribed. ${email} will get no more newsletter emails from us.`,
  again: "Changed your mind? Sign up again at the bottom of any page.",
} as const;

export interface UnsubscribeScreenProps {
  /** The address and key from the email's link (`?email=…&key=…`). */
  email: string;
  unsubscribeKey: string;
}

/**
 * `/newsletter/unsubscribe?email=…&key=…`, the link in every newsletter email (docs/product.md,
 * Newsletter unsubscribe): the address and one "Unsubscribe" button. Nothing happens on load, so a mail
 * scanner that follows the link unsubscribes nobody; a refused key shows the API's reason.
 */
export function UnsubscribeScreen({ email, unsubscribeKey }: UnsubscribeScreenProps) {
  const unsubscribe = useUnsubscribe();
  const complete = email.trim() !== "" && unsubscribeKey.trim() !== "";
  const refused = unsubscribe.error instanceof ApiError && unsubscribe.error.status < 500;

  let body: React.ReactNode;
  if (!complete) {
    body = <p role="alert">{unsubscribeCopy.badLink}</p>;
  } else if (unsubscribe.isSuccess) {
    body = (
      <div role="status" className="grid gap-2">
        <p className="font-semibold">{unsubscribeCopy.done(unsubscribe.data.email)}</p>
        <p className="text-muted-foreground">
          {unsubscribeCopy.again} <Link to={pagePaths.home()} className="underline underline-offset-4">Back to the shop</Link>
        </p>
      </div>
    );
  } else if (refused) {
    body = <p role="alert">{apiErrorMessage(unsubscribe.error)}</p>;
  } else {
    body = (
      <div className="grid gap-4">
        <p>
          Stop the newsletter emails to <strong className="break-all">{email}</strong>?
        </p>
        {unsubscribe.isError ? <p role="alert">Could not unsubscribe ({apiErrorMessage(unsubscribe.error)}). Please try again.</p> : null}
        <div>
          <Button
            type="button"
            disabled={unsubscribe.isPending}
            aria-disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ email: email.trim(), key: unsubscribeKey.trim() })}
          >
            {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Page width="narrow" gap="lg" data-slot="unsubscribe-screen">
      <h1 className="text-3xl font-bold tracking-tight">{unsubscribeCopy.title}</h1>
      <div className="rounded-lg border bg-card p-6 text-card-foreground shadow-xs">{body}</div>
    </Page>
  );
}
