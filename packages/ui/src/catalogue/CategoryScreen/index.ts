export { CategoryScreen, type CategoryScreenProps } from "./CategoryScreen.tsx";
