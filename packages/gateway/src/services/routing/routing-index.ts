import { listAllAbilities, listAllChannels, type Executor } from '@gateway/db';
import { ChannelStatus } from '@gateway/domain';
import { pickChannel, type PriorityTier, type WeightedChannel } from './pick-channel.ts';
import { toRoutedChannel, type RoutedChannel } from './routed-channel.ts';

/**
 * In-memory channel selection (new-api's, without its stale-cache weakness): group × model →
 * priority tiers of enabled channels. Built lazily on first use, rebuilt after `invalidate()` (every
 * channel write in this process bumps the version) and refreshed in the background every `refreshMs`
 * (writes by other instances), so a relay request never reads the database for routing.
 */
export interface RoutingIndex {
  /** Marks the index stale; the next lookup rebuilds it. */
  invalidate(): void;
  /** A channel for (group, model) not in `excluded`, or undefined when none is left. */
  pick(group: string, model: string, excluded: ReadonlySet<number>): Promise<RoutedChannel | undefined>;
  /** An enabled channel by id (admin `sk-key-<id>` pin), or undefined. */
  channel(id: number): Promise<RoutedChannel | undefined>;
  /**
   * Every model the relay can route, with the groups that serve it (names sorted), from the same
   * snapshot as `pick`. The same Map object comes back until the snapshot is rebuilt, so a caller
   * may cache what it derives from it by identity (GET /api/pricing does).
   */
  servedModels(): Promise<ServedModels>;
}

/** Model → the groups with an enabled channel for it, sorted by name. */
export type ServedModels = ReadonlyMap<string, readonly string[]>;

interface Snapshot {
  tiers: Map<string, PriorityTier[]>;
  channels: Map<number, RoutedChannel>;
  served: ServedModels;
}

function collectServedModels(pairs: Iterable<{ group: string; model: string }>): ServedModels {
  const groups = new Map<string, Set<string>>();
  for (const { group, model } of pairs) {
    const set = groups.get(model) ?? new Set<string>();
    groups.set(model, set);
    set.add(group);
  }
  const served = new Map<string, readonly string[]>();
  for (const model of [...groups.keys()].sort()) served.set(model, [...groups.get(model)!].sort());
  return served;
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
  const pairs: { group: string; model: string }[] = [];
  for (const ability of abilities) {
    const channel = channels.get(Number(ability.channel_id));
    if (!ability.enabled || channel === undefined) continue;
    pairs.push({ group: ability.group, model: ability.model });
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
  return { tiers, channels, served: collectServedModels(pairs) };
}

export interface RoutingRefresh {
  now(): number;
  /**
   * A snapshot older than this is rebuilt in the background while it keeps serving, so channel changes
   * made by another instance (or straight in the database) reach routing without a restart.
   */
  refreshMs: number;
  /** Keeps the runtime alive until a background rebuild ends (Workers: the live request's waitUntil). */
  keepAlive?(promise: Promise<unknown>): void;
}

/** Creates the index over `db`; nothing is read until the first lookup. */
export function createRoutingIndex(db: Executor, random: () => number = Math.random, refresh?: RoutingRefresh): RoutingIndex {
  let version = 0;
  let built: { version: number; snapshot: Promise<Snapshot>; at: number } | null = null;
  let refreshing = false;

  function build(): { version: number; snapshot: Promise<Snapshot>; at: number } {
    const entry = { version, snapshot: buildSnapshot(db), at: refresh?.now() ?? 0 };
    // A failed build must not stick: the next lookup tries again.
    entry.snapshot.catch(() => {
      if (built === entry) built = null;
    });
    return entry;
  }

  function current(): Promise<Snapshot> {
    if (built === null || built.version !== version) {
      built = build();
    } else if (refresh !== undefined && !refreshing && refresh.now() - built.at >= refresh.refreshMs) {
      // Stale by age only: rebuild in the background, swap when ready (requests never wait for it).
      refreshing = true;
      const next = build();
      const rebuilding = next.snapshot
        .then(() => {
          if (built !== null && built.version === next.version) built = next;
        })
        .catch(() => {})
        .finally(() => {
          refreshing = false;
        });
      refresh.keepAlive?.(rebuilding);
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
    async servedModels() {
      return (await current()).served;
    },
  };
}
