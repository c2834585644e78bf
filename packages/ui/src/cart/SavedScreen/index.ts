export { SAVED_SKELETON_ROWS, SavedScreen, type SavedScreenProps } from "./SavedScreen.tsx";
export { GoneSavedRow, SavedRow, SavedRowSkeleton, type GoneSavedRowProps, type SavedRowProps } from "./SavedRow.tsx";
