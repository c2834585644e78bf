export { Header, HEADER_NAV_LINKS, HeaderNavRow, headerVariants, type HeaderProps, type HeaderStore } from "./Header.tsx";
export { cartBadgeText, cartCountText, cartLinkLabel } from "./header-text.ts";
