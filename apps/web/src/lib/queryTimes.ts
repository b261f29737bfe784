/** Spec 01 §7 cache times, shared by the query client and the queries that override them. */
export const GC_TIME_MS = 20 * 60 * 1000;
export const FIVE_MINUTES_MS = 5 * 60 * 1000;
