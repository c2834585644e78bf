export * from "./ContactForm.tsx";
export * from "./contact-form.ts";
