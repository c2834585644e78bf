export { NotFoundScreen } from "./NotFoundScreen.tsx";
