import type { PartType } from "@shop/domain";
import { TYPE_LANDING_INTRO, TypeLandingScreen, typeTitle } from "@shop/ui";
import { useLocation } from "react-router";
import { PageHead } from "../head.tsx";

/** /appliance-parts and /hvac-parts. */
export default function TypeLandingRoute() {
  const type: PartType = useLocation().pathname.startsWith("/hvac-parts") ? "hvac" : "appliance";
  return (
    <>
      <PageHead title={typeTitle(type)} description={TYPE_LANDING_INTRO[type]} />
      <TypeLandingScreen type={type} />
    </>
  );
}
