export { FAQList, type FAQListProps, type FaqEntry } from "./FAQList.tsx";
