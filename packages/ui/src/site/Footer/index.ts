export { Footer, FOOTER_QUICK_LINKS, type FooterProps, type FooterStore } from "./Footer.tsx";
