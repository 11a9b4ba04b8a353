/** Ascending, so a value rounded up to 1000 of one step can move to the next. */
const steps = [
  { threshold: 1e4, divisor: 1e3, suffix: 'k' },
  { threshold: 1e6, divisor: 1e6, suffix: 'M' },
  { threshold: 1e9, divisor: 1e9, suffix: 'B' },
] as const;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Short form of a count (COM-024): ≥ 1e4 uses k, ≥ 1e6 M, ≥ 1e9 B with at most one decimal
 * (12345 → "12.3k", 1500000 → "1.5M"). Below 1e4 the number is shown whole, or with up to two
 * decimals when fractional (9999 → "9999"). A value that rounds up to 1000 of a step moves to
 * the next one (999999 → "1M", not "1000k"). Negative numbers keep their sign.
 */
export function compactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  let chosen: (typeof steps)[number] | undefined;
  for (const step of steps) {
    if (magnitude >= step.threshold) chosen = step;
  }
  if (chosen === undefined) {
    const small = roundTo(magnitude, 2);
    // 9999.996 would print as "10000"; keep the rule that 1e4 and above is compacted.
    if (small >= 1e4) return `${sign}10k`;
    return small === 0 ? '0' : `${sign}${small}`;
  }
  let scaled = roundTo(magnitude / chosen.divisor, 1);
  const next = steps[steps.indexOf(chosen) + 1];
  if (next !== undefined && scaled * chosen.divisor >= next.threshold) {
    chosen = next;
    scaled = roundTo(magnitude / chosen.divisor, 1);
  }
  return `${sign}${scaled}${chosen.suffix}`;
}
