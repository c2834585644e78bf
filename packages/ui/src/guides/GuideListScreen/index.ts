export { GuideListScreen, type GuideListScreenProps } from "./GuideListScreen.tsx";
export { GUIDE_PARAMS, readGuideParams, withGuidePage, withGuideSearch, type GuideParams } from "./guide-params.ts";
