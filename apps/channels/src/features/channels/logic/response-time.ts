import { responseTimeLevel } from '@gateway/domain';
import type { ResponseTimeLevel } from '@gateway/domain';

/** Badge colour per level (CH-015): grey untested, green ≤1 s, lime ≤3 s, yellow ≤5 s, red above. */
export const responseTimeColors: Readonly<Record<ResponseTimeLevel, string>> = {
  untested: '#9e9e9e',
  fast: '#2e7d32',
  good: '#7cb342',
  slow: '#f9a825',
  bad: '#d32f2f',
};

export function responseTimeColor(milliseconds: number): string {
  return responseTimeColors[responseTimeLevel(milliseconds)];
}

/**
 * A tag row's response time (CH-016): children are folded in order and each step averages the
 * running value with the next child, so every earlier value halves as it is averaged (the
 * reference console's behaviour, kept so the numbers match). Untested children are skipped.
 */
export function aggregateResponseTime(times: readonly number[]): number {
  let running: number | undefined;
  for (const time of times) {
    if (!(time > 0)) continue;
    running = running === undefined ? time : (running + time) / 2;
  }
  return Math.round(running ?? 0);
}

/** "0.42 s" style label; the tests answer seconds, the rows store milliseconds. */
export function formatSeconds(milliseconds: number): string {
  // Local upstreams answer in a few milliseconds; show three decimals so they do not read as 0.00.
  return (milliseconds / 1000).toFixed(milliseconds < 100 ? 3 : 2);
}
