/** SH-015: the top bar's easter egg shows on 1 January, in the visitor's own time zone. */
export function isNewYearDay(now: Date): boolean {
  return now.getMonth() === 0 && now.getDate() === 1;
}
