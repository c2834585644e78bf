export { createMailer, DEFAULT_RETRY_DELAYS_MS, smtpUrlForDisplay, smtpUrlProblem, type Mailer, type MailerOptions } from "./mailer.ts";
export { FORM_MAIL_TIMEOUT_MS, formMail, formMailMessage, formMailUrlProblem, pendingForwards, type FormMail } from "./form-mail.ts";
