import { SavedScreen, savedPageCopy } from "@shop/ui";
import { PageHead } from "../head.tsx";

export default function SavedRoute() {
  return (
    <>
      <PageHead title={savedPageCopy.title} description={savedPageCopy.description} noindex />
      <SavedScreen />
    </>
  );
}
