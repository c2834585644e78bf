/**
 * The library's icons, in one place: the 24x24 line-icon frame, every named icon and the part
 * category icons. Import from here, not from the files behind it.
 */
export { Icon, type IconProps } from "./Icon.tsx";
export * from "./line-icons.tsx";
export { CategoryIcon } from "./CategoryIcon.tsx";
