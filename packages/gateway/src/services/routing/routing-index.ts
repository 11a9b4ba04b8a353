import { listAllAbilities, listAllChannels, type Executor } from '@gateway/db';
import { ChannelStatus } from '@gateway/domain';
import { pickChannel, type PriorityTier, type WeightedChannel } from './pick-channel.ts';
import { toRoutedChannel, type RoutedChannel } from './routed-channel.ts';

/**
 * In-memory channel selection (reference §3.2, without its stale-cache weakness): group × model →
 * priority tiers of enabled channels. Built lazily on first use and rebuilt after `invalidate()`
 * (every channel write bumps the version), so a relay request never reads the database for routing.
 */
export interface RoutingIndex {
  /** Marks the index stale; the next lookup rebuilds it. */
  invalidate(): void;
  /** A channel for (group, model) not in `excluded`, or undefined when none is left. */
  pick(group: string, model: string, excluded: ReadonlySet<number>): Promise<RoutedChannel | undefined>;
  /** An enabled channel by id (admin `sk-key-<id>` pin), or undefined. */
  channel(id: number): Promise<RoutedChannel | undefined>;
}

interface Snapshot {
  tiers: Map<string, PriorityTier[]>;
  channels: Map<number, RoutedChannel>;
}

function pairKey(group: string, model: string): string {
  return `${group}\u0000${model}`;
}

async function buildSnapshot(db: Executor): Promise<Snapshot> {
  const [rows, abilities] = await Promise.all([listAllChannels(db), listAllAbilities(db)]);
  const channels = new Map<number, RoutedChannel>();
  for (const row of rows) {
    if (Number(row.status) === ChannelStatus.Enabled) channels.set(Number(row.id), toRoutedChannel(row));
  }
  const grouped = new Map<string, Map<number, WeightedChannel[]>>();
  for (const ability of abilities) {
    const channel = channels.get(Number(ability.channel_id));
    if (!ability.enabled || channel === undefined) continue;
    const key = pairKey(ability.group, ability.model);
    const byPriority = grouped.get(key) ?? new Map<number, WeightedChannel[]>();
    grouped.set(key, byPriority);
    const priority = Number(ability.priority ?? 0);
    const list = byPriority.get(priority) ?? [];
    byPriority.set(priority, list);
    list.push({ channel, weight: Number(ability.weight ?? 0) });
  }
  const tiers = new Map<string, PriorityTier[]>();
  for (const [key, byPriority] of grouped) {
    tiers.set(
      key,
      [...byPriority.entries()].sort(([left], [right]) => right - left).map(([priority, list]) => ({ priority, channels: list })),
    );
  }
  return { tiers, channels };
}

/** Creates the index over `db`; nothing is read until the first lookup. */
export function createRoutingIndex(db: Executor, random: () => number = Math.random): RoutingIndex {
  let version = 0;
  let built: { version: number; snapshot: Promise<Snapshot> } | null = null;

  function current(): Promise<Snapshot> {
    if (built === null || built.version !== version) {
      const snapshot = buildSnapshot(db);
      const entry = { version, snapshot };
      built = entry;
      // A failed build must not stick: the next lookup tries again.
      snapshot.catch(() => {
        if (built === entry) built = null;
      });
    }
    return built.snapshot;
  }

  return {
    invalidate() {
      version += 1;
    },
    async pick(group, model, excluded) {
      const snapshot = await current();
      return pickChannel(snapshot.tiers.get(pairKey(group, model)) ?? [], excluded, random);
    },
    async channel(id) {
      return (await current()).channels.get(id);
    },
  };
}
