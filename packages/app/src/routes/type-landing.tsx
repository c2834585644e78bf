import { pagePaths } from "@shop/domain";
import { sectionVariants, TYPE_LANDING_INTRO, TypeLandingScreen, typeTitle, WhatsWrong } from "@shop/ui";
import { useLocation } from "react-router";
import { PageHead } from "../head.tsx";
import { partTypeOfPath } from "../route-table.ts";

/** /appliance-parts and /hvac-parts. */
export default function TypeLandingRoute() {
  const type = partTypeOfPath(useLocation().pathname);
  return (
    <>
      <PageHead title={typeTitle(type)} description={TYPE_LANDING_INTRO[type]} crumbs={[{ name: typeTitle(type), path: pagePaths.type(type) }]} />
      <TypeLandingScreen type={type}>
        <WhatsWrong type={type} className={sectionVariants({ width: "page" })} />
      </TypeLandingScreen>
    </>
  );
}
