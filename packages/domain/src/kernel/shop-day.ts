/** "2026-11-22": the day of `when` in the shop's time zone. */
export function shopDay(when: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(when);
}

/** The shop's day now ("2026-11-24"), in its own time zone: the day a guide's publish date is compared with. */
export const shopToday = (now: Date, store: { timeZone: string }): string => shopDay(now, store.timeZone);

/** A day as the back office writes it: "2026-12-03", a real date (not "2026-02-30", which Date.parse rolls over). */
export function isDayText(day: string): boolean {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}
