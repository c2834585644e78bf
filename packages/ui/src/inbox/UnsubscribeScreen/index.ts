export { UnsubscribeScreen, unsubscribeCopy, type UnsubscribeScreenProps } from "./UnsubscribeScreen.tsx";
