import type { RoutedChannel } from './routed-channel.ts';

/** One candidate of a (group, model) pair, with the ability's weight. */
export interface WeightedChannel {
  channel: RoutedChannel;
  /** Ability weight; 0 counts as 1 so a zero-weight channel still gets traffic (as new-api's +10 smoothing intends). */
  weight: number;
}

/** Candidates of one priority; tiers are kept highest priority first. */
export interface PriorityTier {
  priority: number;
  channels: readonly WeightedChannel[];
}

/**
 * Chooses a channel: the highest priority tier that still has a channel not in `excluded` (the
 * channels that already failed this request), then weighted random inside that tier.
 * `random` returns [0, 1) — injectable for tests.
 */
export function pickChannel(tiers: readonly PriorityTier[], excluded: ReadonlySet<number>, random: () => number = Math.random): RoutedChannel | undefined {
  for (const tier of tiers) {
    const open = excluded.size === 0 ? tier.channels : tier.channels.filter((entry) => !excluded.has(entry.channel.id));
    if (open.length === 0) continue;
    const weights = open.map((entry) => Math.max(1, entry.weight));
    let roll = random() * weights.reduce((sum, weight) => sum + weight, 0);
    for (let index = 0; index < open.length; index += 1) {
      roll -= weights[index]!;
      if (roll < 0) return open[index]!.channel;
    }
    return open[open.length - 1]!.channel;
  }
  return undefined;
}
