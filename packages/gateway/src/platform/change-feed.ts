/**
 * A write on one instance that other instances' in-memory state must learn about, so a fleet never
 * serves from a stale cache: a token
 * (relay-auth cache entry by key), a user (user cache entry by id), the channels (routing index) or the options.
 */
export type SharedChange = { kind: 'token'; key: string } | { kind: 'user'; id: number } | { kind: 'channels' } | { kind: 'options' };

/**
 * How an instance tells the rest of its fleet (Node with REDIS_URL: Redis pub/sub). Delivery is best
 * effort: a lost notice is caught by the caches' own expiry and the 10-second shared-state refresh.
 * `subscribe` receives only other instances' changes, never this instance's own.
 */
export interface ChangeFeed {
  publish(change: SharedChange): void;
  subscribe(listener: (change: SharedChange) => void): void;
}

const KINDS: ReadonlySet<string> = new Set(['token', 'user', 'channels', 'options']);

/** A change read off the wire, or null for anything else (another version's message, garbage). */
export function parseSharedChange(value: unknown): SharedChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, key, id } = value as { kind?: unknown; key?: unknown; id?: unknown };
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (kind === 'token') return typeof key === 'string' && key !== '' ? { kind, key } : null;
  if (kind === 'user') return Number.isSafeInteger(id) && (id as number) > 0 ? { kind, id: id as number } : null;
  return { kind } as SharedChange;
}
