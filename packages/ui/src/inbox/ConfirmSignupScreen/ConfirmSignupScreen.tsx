import { pagePaths } from "@shop/domain";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ApiError, apiErrorMessage } from "../../client/client.ts";
import { useConfirmSignup } from "../confirm-hooks.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Page } from "../../design/primitives/Page.tsx";

/** The page's words, shared with the app's head tags. */
export const confirmSignupCopy = {
  title: "Confirm your sign-up",
  badLink: "This confirmation link is not complete. Use the link in your latest email from us, or sign up again at the bottom of any page.",
  done: (email: string) => `You're subscribed. Repair tips and part deals will come to ${email}; the first email is on its way.`,
  already: (email: string) => `${email} is already on our list. There is nothing more to do.`,
} as const;

export interface ConfirmSignupScreenProps {
  /** The address and key from the confirmation email's link (`?email=…&key=…`). */
  email: string;
  confirmKey: string;
}

/**
 * `/newsletter/confirm?email=…&key=…`, the link in the email a newsletter sign-up sends
 * (docs/product.md, Newsletter sign-up): the address and one "Confirm" button. Nothing happens on load, so
 * a mail scanner that follows the link subscribes nobody. The answer (subscribed, already on the
 * list, a refused link) takes the button's place and is focused, so a keyboard or screen reader
 * user lands on it.
 */
export function ConfirmSignupScreen({ email, confirmKey }: ConfirmSignupScreenProps) {
  const confirm = useConfirmSignup();
  const complete = email.trim() !== "" && confirmKey.trim() !== "";
  const refused = confirm.error instanceof ApiError && confirm.error.status < 500;
  const answer = useRef<HTMLDivElement>(null);
  const answered = confirm.isSuccess || refused;

  useEffect(() => {
    if (answered) answer.current?.focus();
  }, [answered]);

  let body: React.ReactNode;
  if (!complete) {
    body = <p role="alert">{confirmSignupCopy.badLink}</p>;
  } else if (confirm.isSuccess) {
    body = (
      <div role="status" ref={answer} tabIndex={-1} className="grid gap-2 outline-none" data-state={confirm.data.alreadyConfirmed ? "already" : "done"}>
        <p className="font-semibold">
          {confirm.data.alreadyConfirmed ? confirmSignupCopy.already(confirm.data.email) : confirmSignupCopy.done(confirm.data.email)}
        </p>
        <p className="text-muted-foreground">
          Every email carries a link to unsubscribe. <Link to={pagePaths.home()} className="underline underline-offset-4">Back to the shop</Link>
        </p>
      </div>
    );
  } else if (refused) {
    body = (
      <div role="alert" ref={answer} tabIndex={-1} className="outline-none">
        <p>{apiErrorMessage(confirm.error)}</p>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p>
          Send repair tips and part deals to <strong className="break-all">{email}</strong>? Now and then, never shared.
        </p>
        {confirm.isError ? <p role="alert">Could not confirm ({apiErrorMessage(confirm.error)}). Please try again.</p> : null}
        <div>
          <Button
            type="button"
            disabled={confirm.isPending}
            aria-disabled={confirm.isPending}
            onClick={() => confirm.mutate({ email: email.trim(), key: confirmKey.trim() })}
          >
            {confirm.isPending ? "Confirming..." : "Confirm"}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Page width="narrow" gap="lg" data-slot="confirm-signup-screen">
      <h1 className="text-3xl font-bold tracking-tight">{confirmSignupCopy.title}</h1>
      <div className="rounded-lg border bg-card p-6 text-card-foreground shadow-xs">{body}</div>
    </Page>
  );
}
