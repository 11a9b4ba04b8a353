/**
 * The repeated-failure rule for 429 and 5xx answers: a channel is disabled after `threshold`
 * consecutive such failures (no success in between) that all fall inside `windowMilliseconds`.
 */
export interface FailureStreakRule {
  threshold: number;
  windowMilliseconds: number;
}

/** 5 consecutive 429/5xx failures within 60 s: a real outage or a dead key, not a burst. */
export const DEFAULT_FAILURE_STREAK_RULE: FailureStreakRule = { threshold: 5, windowMilliseconds: 60_000 };

export interface FailureStreaks {
  /** Records a failure at `now` (ms); true when the channel's streak has reached the threshold. */
  fail(channelId: number, now: number): boolean;
  /** A success (or a status change) ends the channel's streak. */
  reset(channelId: number): void;
  /** Channels with a streak in progress. */
  size(): number;
}

/**
 * In-process streaks, one short array per failing channel (bounded by the number of channels and
 * by `threshold`). Per instance: with several gateway instances each one counts its own traffic,
 * which only makes the rule slower to trip, never quicker.
 */
export function createFailureStreaks(rule: FailureStreakRule = DEFAULT_FAILURE_STREAK_RULE): FailureStreaks {
  const streaks = new Map<number, number[]>();
  return {
    fail(channelId, now) {
      const times = streaks.get(channelId) ?? [];
      times.push(now);
      // Keep only failures inside the window, and never more than the threshold needs.
      while (times.length > 0 && (now - (times[0] as number) > rule.windowMilliseconds || times.length > rule.threshold)) times.shift();
      streaks.set(channelId, times);
      return times.length >= rule.threshold;
    },
    reset(channelId) {
      streaks.delete(channelId);
    },
    size: () => streaks.size,
  };
}
