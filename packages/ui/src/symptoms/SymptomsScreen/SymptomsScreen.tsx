import { pagePaths } from "@shop/domain";
import { useId } from "react";
import { Page } from "../../design/primitives/Page.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { apiErrorMessage } from "../../client/client.ts";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { useSymptoms } from "../hooks.ts";
import { symptomCopy as copy } from "../SymptomScreen/symptom-copy.ts";

/**
 * "What's wrong with it?" (/symptoms): every symptom page, grouped by machine, appliances first,
 * each with its one-line summary. Skeletons while it loads; a failed load offers a retry.
 */
export function SymptomsScreen() {
  const symptoms = useSymptoms();
  const ids = useId();
  return (
    <Page data-slot="symptoms-screen" padding="listing" gap="lg">
      <header className="grid max-w-3xl gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
        <p className="text-muted-foreground">{copy.description}</p>
      </header>
      {symptoms.isError && !symptoms.data ? (
        <ErrorState title="Couldn't load the symptoms" message={apiErrorMessage(symptoms.error)} onRetry={() => void symptoms.refetch()} retrying={symptoms.isFetching} />
      ) : symptoms.data ? (
        <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {symptoms.data.map((group) => (
            <section key={group.appliance.slug} aria-labelledby={`${ids}-${group.appliance.slug}`} className="grid content-start gap-3">
              <h2 id={`${ids}-${group.appliance.slug}`} className="text-xl font-semibold">
                {group.appliance.name}
              </h2>
              <ul role="list" className="grid gap-3">
                {group.symptoms.map((symptom) => (
                  <li key={symptom.slug} className="grid gap-0.5">
                    <TextLink to={pagePaths.symptom(symptom.appliance, symptom.slug)} className="w-fit font-medium">
                      {symptom.title}
                    </TextLink>
                    <p className="text-sm text-muted-foreground">{symptom.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <div role="status" aria-label="Loading the symptoms" className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-48" />
          ))}
        </div>
      )}
    </Page>
  );
}
