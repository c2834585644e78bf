/** The symptom pages' public surface (see README.md). */
export * from "./hooks.ts";
export { SymptomScreen, type SymptomScreenProps } from "./SymptomScreen/SymptomScreen.tsx";
export { symptomCopy } from "./SymptomScreen/symptom-copy.ts";
export { SymptomsScreen } from "./SymptomsScreen/SymptomsScreen.tsx";
export { WHATS_WRONG_PER_APPLIANCE, WhatsWrong, type WhatsWrongProps } from "./WhatsWrong/WhatsWrong.tsx";
