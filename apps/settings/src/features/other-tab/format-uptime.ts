export type Uptime = { days: number; hours: number; minutes: number };

/** Whole days, hours and minutes between `startSeconds` and `nowSeconds` (SET-077); never negative. */
export function splitUptime(startSeconds: number, nowSeconds: number): Uptime {
  const total = Math.max(0, Math.floor(nowSeconds - startSeconds));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60) };
}
