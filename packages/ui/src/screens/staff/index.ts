/** The back office's screens (docs/architecture.md, Back office): their own frame, chunks and calls. */
export { STAFF_MAIN_ID, StaffLayout, type StaffLayoutProps } from "./StaffLayout.tsx";
export { StaffSignInScreen } from "./StaffSignInScreen.tsx";
export { inboxTitle, StaffOrdersScreen } from "./StaffOrdersScreen.tsx";
export { StaffOrderScreen, type StaffOrderScreenProps } from "./StaffOrderScreen.tsx";
export { emailText, formatShopTime, OrderStatusBadge } from "./staff-format.tsx";
export { StaffPartsScreen } from "./StaffPartsScreen.tsx";
export { StaffPartScreen, type StaffPartScreenProps } from "./StaffPartScreen.tsx";
export { StoreFactsScreen } from "./StoreFactsScreen.tsx";
export { StaffTaxonomyListScreen } from "./StaffTaxonomyListScreen.tsx";
export { StaffTaxonomyScreen, type StaffTaxonomyScreenProps } from "./StaffTaxonomyScreen.tsx";
export { CatalogueCsvScreen } from "./CatalogueCsvScreen.tsx";
export { replyHref, StaffMessagesScreen } from "./StaffMessagesScreen.tsx";
export { StaffSignupsScreen } from "./StaffSignupsScreen.tsx";
export { StaffGuidesScreen } from "./StaffGuidesScreen.tsx";
export { StaffGuideScreen, type StaffGuideScreenProps } from "./StaffGuideScreen.tsx";
