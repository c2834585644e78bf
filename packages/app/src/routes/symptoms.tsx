import { pagePaths } from "@shop/domain";
import { symptomCopy, SymptomsScreen } from "@shop/ui";
import { PageHead } from "../head.tsx";

/** /symptoms: every symptom page, by machine. */
export default function SymptomsRoute() {
  return (
    <>
      <PageHead title={symptomCopy.title} description={symptomCopy.description} crumbs={[{ name: symptomCopy.allSymptoms, path: pagePaths.symptoms() }]} />
      <SymptomsScreen />
    </>
  );
}
