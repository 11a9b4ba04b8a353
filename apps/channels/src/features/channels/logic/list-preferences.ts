/**
 * What the channel list remembers in localStorage (spec 001 §3, §9): the visible columns (CH-006)
 * and the id-sort switch (CH-007). The page size is remembered by the shared DataTable (CH-005).
 */
export const CHANNEL_COLUMNS_STORAGE_KEY = 'channels-table-columns';
export const CHANNEL_ID_SORT_STORAGE_KEY = 'channels-id-sort';

/** Every column the channel table can show, in display order. */
export const channelColumnKeys = ['id', 'name', 'group', 'type', 'status', 'responseTime', 'balance', 'usedQuota', 'priority', 'weight', 'actions'] as const;
export type ChannelColumnKey = (typeof channelColumnKeys)[number];

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage off (privacy mode): the choice lasts for this visit only.
  }
}

/** The remembered column choice; unknown or broken data falls back to every column. */
export function readVisibleColumns(): ChannelColumnKey[] {
  const raw = read(CHANNEL_COLUMNS_STORAGE_KEY);
  if (raw === null) return [...channelColumnKeys];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [...channelColumnKeys];
    const choice = parsed as Record<string, unknown>;
    return channelColumnKeys.filter((key) => choice[key] !== false);
  } catch {
    return [...channelColumnKeys];
  }
}

/** Stored as {column: visible} so a column added later shows up by default. */
export function storeVisibleColumns(visible: readonly ChannelColumnKey[]): void {
  const shown = new Set(visible);
  write(CHANNEL_COLUMNS_STORAGE_KEY, JSON.stringify(Object.fromEntries(channelColumnKeys.map((key) => [key, shown.has(key)]))));
}

export function readIdSort(): boolean {
  return read(CHANNEL_ID_SORT_STORAGE_KEY) === 'true';
}

export function storeIdSort(idSort: boolean): void {
  write(CHANNEL_ID_SORT_STORAGE_KEY, String(idSort));
}
