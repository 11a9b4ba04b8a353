import { describe, expect, it } from 'vitest';
import { SAME_REQUEST_WINDOW_MS, repeatedStopSignal } from './repeated-stop-signal.ts';

describe('a stop signal while the shutdown is already under way', () => {
  it('ignores a repeated SIGTERM, however late (a launcher and a supervisor both sent one; the drain is bounded)', () => {
    expect(repeatedStopSignal('SIGTERM', 0)).toBe('ignore');
    expect(repeatedStopSignal('SIGTERM', 60_000)).toBe('ignore');
  });

  it('treats a SIGINT right after the first as the same Ctrl-C delivered twice (terminal + npm)', () => {
    expect(repeatedStopSignal('SIGINT', 0)).toBe('ignore');
    expect(repeatedStopSignal('SIGINT', SAME_REQUEST_WINDOW_MS - 1)).toBe('ignore');
  });

  it('exits at once on a later SIGINT: someone pressed Ctrl-C again', () => {
    expect(repeatedStopSignal('SIGINT', SAME_REQUEST_WINDOW_MS)).toBe('exit-now');
  });
});
