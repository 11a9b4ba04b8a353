/**
 * The time log cleanup offers first: one month before `now`, same day of the month and time
 * (SET-018). A day the earlier month lacks (31 March → 28 or 29 February)
 * is clamped to that month's last day.
 */
export function defaultCleanupTime(now: Date): Date {
  const target = new Date(now.getTime());
  const day = target.getDate();
  target.setDate(1);
  target.setMonth(target.getMonth() - 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(day, lastDay));
  return target;
}

/** Unix seconds for DELETE /api/log/?target_timestamp= (SET-019). */
export function toTargetTimestamp(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
