/** "2026-11-22": the day of `when` in the shop's time zone. */
export function shopDay(when: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(when);
}

/** The shop's day now ("2026-11-24"), in its own time zone: the day a guide's publish date is compared with. */
export const shopToday = (now: Date, store: { timeZone: string }): string => shopDay(now, store.timeZone);
