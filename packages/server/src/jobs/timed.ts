/**
 * When a timed job claims its next run (store.claimJob), for a job run every `intervalMs`: a little
 * before its next tick, so a timer that fires a moment early still finds it due, and the process
 * that ran it last does not skip a period.
 */
export const dueAfter = (intervalMs: number) => intervalMs - Math.min(intervalMs / 10, 60_000);
