import { pagePaths, type PartType } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "../../design/primitives/Button.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { cn } from "../../design/utils.ts";
import { useSymptoms } from "../hooks.ts";
import { symptomCopy as copy } from "../SymptomScreen/symptom-copy.ts";

/** How many of each machine's symptoms the entry lists. */
export const WHATS_WRONG_PER_APPLIANCE = 2;

export type WhatsWrongProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** One side's machines (a type page), or every machine (home). */
  type?: PartType;
};

/**
 * "What's wrong with it?": the home and type pages' way in for someone who knows the symptom, not
 * the part. Each machine with its first symptoms linked, and "All symptoms". Nothing at all when
 * the list failed to load (the page around it stands on its own).
 */
export function WhatsWrong({ type, className, ...props }: WhatsWrongProps) {
  const symptoms = useSymptoms(type);
  const id = useId();
  if (symptoms.isError) return null;
  return (
    <section data-slot="whats-wrong" aria-labelledby={id} className={cn("grid gap-4", className)} {...props}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {copy.title}
          </h2>
          <p className="text-muted-foreground">Start from the problem you see: we'll point you to the parts to check.</p>
        </div>
        <Button asChild variant="outline">
          <Link to={pagePaths.symptoms()}>All symptoms</Link>
        </Button>
      </div>
      {symptoms.data ? (
        <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {symptoms.data.map((group) => (
            <li key={group.appliance.slug} className="grid content-start gap-1 rounded-lg border bg-card p-4 text-card-foreground">
              <h3 className="font-semibold">{group.appliance.name}</h3>
              <ul role="list" className="grid gap-1 text-sm">
                {group.symptoms.slice(0, WHATS_WRONG_PER_APPLIANCE).map((symptom) => (
                  <li key={symptom.slug}>
                    <TextLink to={pagePaths.symptom(symptom.appliance, symptom.slug)}>{symptom.title}</TextLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" aria-label="Loading the symptoms" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      )}
    </section>
  );
}
