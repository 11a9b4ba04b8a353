/** A ratio as read: up to six significant digits, without float noise (0.1 × 3 reads 0.3). */
export function formatRatio(value: number): string {
  return String(Number(value.toPrecision(6)));
}
