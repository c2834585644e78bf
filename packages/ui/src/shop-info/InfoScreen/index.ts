export { InfoScreen, type InfoScreenProps } from "./InfoScreen.tsx";
export { infoPageState } from "./info-page-state.ts";
export {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_SENT_HREF,
  contactErrors,
  isContactSent,
  toContactInput,
  type ContactField,
  type ContactValues,
} from "../../inbox/ContactForm/contact-form.ts";
