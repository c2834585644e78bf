import type { PartType } from "@shop/domain";
import { formatCount } from "../../design/format.ts";

/** How a part type is named on screen. */
export const PART_TYPE_LABELS: Record<PartType, string> = { appliance: "Appliance", hvac: "HVAC" };

/** The type landing page's name: "Appliance Parts", "HVAC Parts". */
export function typeTitle(type: PartType): string {
  return `${PART_TYPE_LABELS[type]} Parts`;
}

/** "1 part", "12 parts", "1,240 parts". */
export function formatPartCount(count: number): string {
  return formatCount(count, "part");
}

/**
 * The letters on a brand's monogram: a short all-capitals name as it is ("GE", "LG"), else the
 * first letters of its first two words ("A. O. Smith" -> "AO", "Whirlpool" -> "W").
 */
export function brandInitials(name: string): string {
  const trimmed = name.trim();
  if (/^[A-Z0-9]{1,3}$/.test(trimmed)) return trimmed;
  const words = trimmed.split(/[\s\-.&]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
