export { createMailer, DEFAULT_RETRY_DELAYS_MS, smtpUrlForDisplay, smtpUrlProblem, type Mailer, type MailerOptions } from "./mailer.ts";
export { formMail, formMailMessage, formMailUrlProblem, pendingForwards } from "./form-mail.ts";
