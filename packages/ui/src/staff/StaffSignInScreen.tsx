import { staffPaths } from "@shop/domain";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { ApiError, apiErrorMessage } from "../client/client.ts";
import { useStaffSession, useStaffSignIn } from "./hooks.ts";
import { Button } from "../design/primitives/Button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../design/primitives/Card.tsx";
import { Field } from "../design/primitives/Field.tsx";
import { Input } from "../design/primitives/Input.tsx";

/** Where sign-in goes next: the back-office page that sent the visitor here, else the inbox. */
function nextPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/staff/") ? from : staffPaths.orders();
}

type Refusal = { field?: "email" | "password"; message: string };

/** The form's reading of a refused sign-in: a field's 400 points at the field, anything else is an alert. */
function refusalOf(error: unknown): Refusal {
  const message = apiErrorMessage(error);
  if (error instanceof ApiError && error.status === 400 && (error.field === "email" || error.field === "password")) {
    return { field: error.field, message };
  }
  return { message };
}

/**
 * The back office's sign-in page (/staff): Email, Password and "Sign in". A wrong address or
 * password, too many tries (429) or a failed call says so in an alert, in the API's words; a field
 * the API refused is marked and focused. Signed in (now or already), it goes to the inbox, or back
 * to the page that asked for sign-in.
 */
export function StaffSignInScreen() {
  const session = useStaffSession();
  const signIn = useStaffSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // After the render that enables the fields again: a disabled field cannot take focus.
  useEffect(() => {
    if (refusal?.field === "email") emailRef.current?.focus();
    else if (refusal?.field === "password") passwordRef.current?.focus();
  }, [refusal]);

  if (session.data && !signIn.isPending && !signIn.isSuccess) return <Navigate to={nextPath(location.state)} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRefusal(null);
    signIn.mutate(
      { email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") },
      {
        onSuccess: () => void navigate(nextPath(location.state), { replace: true }),
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-sm">
      <title>Sign in · Back office</title>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Sign in</h1>
          </CardTitle>
          <p className="text-sm text-muted-foreground">For the shop&apos;s staff: the order inbox and pickups.</p>
        </CardHeader>
        <CardContent>
          <form aria-label="Sign in" noValidate onSubmit={onSubmit} className="space-y-4">
            {refusal && !refusal.field ? (
              <p role="alert" className="rounded-md border border-destructive bg-background px-3 py-2 text-sm font-medium text-destructive">
                {refusal.message}
              </p>
            ) : null}
            <Field label="Email" required error={refusal?.field === "email" ? refusal.message : undefined}>
              <Input ref={emailRef} name="email" type="email" autoComplete="username" required disabled={signIn.isPending} />
            </Field>
            <Field label="Password" required error={refusal?.field === "password" ? refusal.message : undefined}>
              <Input ref={passwordRef} name="password" type="password" autoComplete="current-password" required disabled={signIn.isPending} />
            </Field>
            <Button type="submit" className="w-full" disabled={signIn.isPending}>
              {signIn.isPending ? "Signing in..." : "Sign in"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
