/** The back office's screens (docs/architecture.md, Back office): their own frame, chunks and calls. */
export { STAFF_MAIN_ID, StaffLayout, type StaffLayoutProps } from "./StaffLayout.tsx";
export { StaffSignInScreen } from "./StaffSignInScreen.tsx";
export { inboxTitle, StaffOrdersScreen } from "../orders/staff/StaffOrdersScreen.tsx";
export { StaffOrderScreen, type StaffOrderScreenProps } from "../orders/staff/StaffOrderScreen.tsx";
export { emailText, formatShopTime, OrderStatusBadge } from "./staff-format.tsx";
export { StaffPartsScreen } from "../catalogue/staff/StaffPartsScreen.tsx";
export { StaffPartScreen, type StaffPartScreenProps } from "../catalogue/staff/StaffPartScreen.tsx";
export { StoreFactsScreen } from "../shop-info/staff/StoreFactsScreen.tsx";
export { StaffTaxonomyListScreen } from "../catalogue/staff/StaffTaxonomyListScreen.tsx";
export { StaffTaxonomyScreen, type StaffTaxonomyScreenProps } from "../catalogue/staff/StaffTaxonomyScreen.tsx";
export { CatalogueCsvScreen } from "../catalogue/staff/CatalogueCsvScreen.tsx";
export { replyHref, StaffMessagesScreen } from "../inbox/staff/StaffMessagesScreen.tsx";
export { StaffSignupsScreen } from "../inbox/staff/StaffSignupsScreen.tsx";
export { StaffGuidesScreen } from "../guides/staff/StaffGuidesScreen.tsx";
export { StaffGuideScreen, type StaffGuideScreenProps } from "../guides/staff/StaffGuideScreen.tsx";
