import { pagePaths, type ShopInfo } from "@shop/domain";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError, apiErrorMessage } from "../../client/client.ts";
import { useSendContact } from "../hooks.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Field } from "../../design/primitives/Field.tsx";
import { Input } from "../../design/primitives/Input.tsx";
import { Textarea } from "../../design/primitives/Textarea.tsx";
import { contactPageCopy } from "../../shop-info/index.ts";
import { CircleCheckIcon } from "../../design/icons/index.ts";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_SENT_HREF,
  contactErrors,
  toContactInput,
  type ContactField,
  type ContactValues,
} from "./contact-form.ts";

const FIELD_INPUT: Record<Exclude<ContactField, "message">, React.ComponentProps<"input">> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  subject: { type: "text", autoComplete: "off" },
};

const REQUIRED: ReadonlySet<ContactField> = new Set(["name", "email", "message"]);

/**
 * The contact form. Checked here before sending (the messages sit under their fields, and focus
 * goes to the first one wrong); a field the server refuses is marked the same way. On success the
 * page is replaced by `/contact?message=sent`, so Back does not return to a filled-in form.
 */
export function ContactForm({ defaultSubject }: { defaultSubject: string }) {
  const send = useSendContact();
  const navigate = useNavigate();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const { fields, optional } = contactPageCopy;

  const focusField = (field: ContactField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? "")])) as ContactValues;
    const found = contactErrors(values);
    setErrors(found);
    const firstWrong = CONTACT_FIELDS.find((field) => found[field]);
    if (firstWrong) {
      focusField(firstWrong);
      return;
    }
    send.mutate(toContactInput(values), {
      onSuccess: () => void navigate(CONTACT_SENT_HREF, { replace: true, state: { contactSent: true } }),
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && (CONTACT_FIELDS as readonly string[]).includes(field)) {
          setErrors({ [field]: apiErrorMessage(error) });
          focusField(field as ContactField);
        }
      },
    });
  };

  const clearError = (field: ContactField) => {
    if (!errors[field]) return;
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  // The native `required` (in a noValidate form) tells assistive technology; the check above speaks.
  const controlProps = (field: ContactField) => ({
    name: field,
    maxLength: CONTACT_MAX_LENGTH[field],
    required: REQUIRED.has(field),
    onChange: () => clearError(field),
  });

  const label = (field: ContactField) => (
    <>
      {fields[field]}
      {REQUIRED.has(field) ? null : <span className="font-normal text-muted-foreground">{optional}</span>}
    </>
  );

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-xs">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        {contactPageCopy.formHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{contactPageCopy.requiredNote}</p>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={`${ids}-heading`}
        aria-busy={send.isPending}
        onSubmit={onSubmit}
      >
        {/* Not disabled while sending: a disabled control loses focus; a second submit is ignored instead. */}
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {(["name", "email", "phone", "subject"] as const).map((field) => (
              <Field key={field} label={label(field)} error={errors[field]} className="content-start">
                <Input
                  {...FIELD_INPUT[field]}
                  {...controlProps(field)}
                  defaultValue={field === "subject" ? defaultSubject : undefined}
                />
              </Field>
            ))}
          </div>
          <Field label={label("message")} hint={contactPageCopy.messageHint} error={errors.message}>
            <Textarea {...controlProps("message")} rows={6} />
          </Field>
          <Button type="submit" size="lg" aria-disabled={send.isPending || undefined} className="w-full sm:w-fit">
            {send.isPending ? contactPageCopy.sending : contactPageCopy.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Shown at `/contact?message=sent`. Arriving from the form moves focus to its heading. */
export function ContactThanks({ store }: { store: ShopInfo | undefined }) {
  const location = useLocation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrivedFromForm = (location.state as { contactSent?: boolean } | null)?.contactSent === true;

  useEffect(() => {
    if (arrivedFromForm) headingRef.current?.focus();
  }, [arrivedFromForm]);

  return (
    <section
      aria-labelledby={headingId}
      data-slot="contact-thanks"
      className="grid justify-items-start gap-3 rounded-lg border bg-card p-6 text-card-foreground shadow-xs"
    >
      <CircleCheckIcon className="size-8 text-success" />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {contactPageCopy.thankYouTitle}
      </h2>
      {store ? <p className="text-muted-foreground">{contactPageCopy.thankYouBody(store)}</p> : null}
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild variant="outline">
          <Link to={pagePaths.info("contact")}>{contactPageCopy.sendAnother}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={pagePaths.home()}>Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}
