export { MobileCallBar, type MobileCallBarProps, type MobileCallBarStore } from "./MobileCallBar.tsx";
