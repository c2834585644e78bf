export { SearchScreen } from "./SearchScreen.tsx";
