import type { GuideStatus } from "@shop/domain";
import { Badge } from "../../design/primitives/Badge.tsx";

const LABELS: Record<GuideStatus, string> = { draft: "Draft", published: "Published", scheduled: "Scheduled" };
const VARIANTS = { draft: "outline", published: "default", scheduled: "secondary" } as const;

/** A guide's status as the back office shows it: Draft, Published, or Scheduled (published, dated later). */
export function GuideStatusBadge({ status }: { status: GuideStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}
