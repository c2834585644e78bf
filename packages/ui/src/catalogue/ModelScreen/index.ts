export { ModelScreen, modelContactSubject, modelSummary, modelTitle, type ModelScreenProps } from "./ModelScreen.tsx";
