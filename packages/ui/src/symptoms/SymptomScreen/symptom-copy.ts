import { formatPartCount } from "../../catalogue/index.ts";

/** The symptom pages' words (docs/product.md, Symptom pages). */
export const symptomCopy = {
  /** The index page's title, the header's link and the home page's entry: what a homeowner asks. */
  title: "What's wrong with it?",
  description: "Pick your appliance or system and the problem you see: we list what usually causes it, the parts to check first and the guides that help.",
  allSymptoms: "What's wrong?",
  loading: "Loading the parts to check…",
  causesHeading: "What usually causes it",
  modelHeading: "Narrow to your model",
  modelLabel: (appliance: string) => `${appliance} model number, from the rating tag`,
  modelPlaceholder: "e.g. WRF555SDFZ",
  narrow: "Show parts that fit",
  narrowing: "Finding parts…",
  showAll: "Show all parts",
  checksHeading: "Parts to check, most likely first",
  checksLead: "Each with why it fails this way. Enter your model above to see only the parts that fit.",
  /** Above the checks once a model narrows them. */
  fitting: (model: string) => `Showing the parts that fit model ${model}.`,
  noneFit: (model: string) => `None of these parts are listed for model ${model}. Check the number, or see every part listed for it:`,
  modelPage: (model: string) => `Parts for ${model}`,
  noneOfKind: (model: string) => `None listed for model ${model}.`,
  noneListed: "None listed online right now: call the counter, we can usually order it.",
  /** "12 parts" or "2 parts fit WRF555SDFZ". */
  count: (total: number, model?: string) => (model ? `${formatPartCount(total)} ${total === 1 ? "fits" : "fit"} ${model}.` : `${formatPartCount(total)}.`),
  seeAll: (label: string) => `See all: ${label}`,
  guidesHeading: "Repair guides",
  faqHeading: "Questions people ask",
  related: (appliance: string) => `Other ${appliance.toLowerCase()} problems`,
} as const;
