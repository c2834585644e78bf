import { pagePaths } from "@shop/domain";
import { AllBrandsScreen, brandsPageCopy } from "@shop/ui";
import { PageHead } from "../head.tsx";

export default function BrandsRoute() {
  return (
    <>
      <PageHead title={brandsPageCopy.title} description={brandsPageCopy.introWithoutCount} crumbs={[{ name: "Brands", path: pagePaths.brands() }]} />
      <AllBrandsScreen />
    </>
  );
}
