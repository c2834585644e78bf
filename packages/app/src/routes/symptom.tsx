import { faqPageJsonLd, pagePaths } from "@shop/domain";
import { metaDescription, symptomCopy, SymptomScreen, useSymptomPage } from "@shop/ui";
import { useParams, useSearchParams } from "react-router";
import { PageHead } from "../head.tsx";

/**
 * /symptoms/{appliance}/{slug}: its questions as FAQ structured data. With `?model=` the page is
 * the same page narrowed, so its canonical address leaves the model out.
 */
export default function SymptomRoute() {
  const { appliance = "", slug = "" } = useParams();
  const model = useSearchParams()[0].get("model")?.trim() || undefined;
  const page = useSymptomPage(appliance, slug, model);
  const data = page.data;
  return (
    <>
      <PageHead
        status={page.status}
        notFound="symptom"
        title={data?.title ?? "Symptom"}
        description={data ? metaDescription(data.summary) : undefined}
        canonicalPath={pagePaths.symptom(appliance, slug)}
        crumbs={[
          { name: symptomCopy.allSymptoms, path: pagePaths.symptoms() },
          ...(data ? [{ name: data.title, path: pagePaths.symptom(appliance, slug) }] : []),
        ]}
        structuredData={[data ? faqPageJsonLd(data.faq.map((entry) => ({ question: entry.q, answer: entry.a }))) : null]}
      />
      <SymptomScreen appliance={appliance} slug={slug} model={model} />
    </>
  );
}
