export { ConfirmSignupScreen, confirmSignupCopy, type ConfirmSignupScreenProps } from "./ConfirmSignupScreen.tsx";
