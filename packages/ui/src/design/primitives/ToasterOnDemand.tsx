import { lazy, Suspense, useState } from "react";
import { useToast } from "./toast-store.ts";
import type { ToasterProps } from "./Toaster.tsx";

const Toaster = lazy(() => import("./Toaster.tsx").then((module) => ({ default: module.Toaster })));

/**
 * The Toaster, loaded with the first toast (docs/architecture.md, Speed): until something calls
 * `toast()`, a page carries none of the toasts' code (Radix Toast, about 7 KB compressed). Once
 * loaded it stays, as the Toaster would. Each toast announces itself to screen readers when it
 * appears (Radix), so a region that arrives with the first toast misses nothing.
 */
export function ToasterOnDemand(props: ToasterProps) {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(toasts.length > 0);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
