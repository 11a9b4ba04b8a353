import { readStorage, writeStorage } from '@gateway/ui/storage';

/**
 * What the channel list remembers in localStorage, so a reload keeps them: the visible columns (CH-006)
 * and the id-sort switch (CH-007). The page size is remembered by the shared DataTable (CH-005).
 */
export const CHANNEL_COLUMNS_STORAGE_KEY = 'channels-table-columns';
export const CHANNEL_ID_SORT_STORAGE_KEY = 'channels-id-sort';

/** Every column the channel table can show, in display order. */
export const channelColumnKeys = ['id', 'name', 'group', 'type', 'status', 'responseTime', 'balance', 'usedQuota', 'priority', 'weight', 'actions'] as const;
export type ChannelColumnKey = (typeof channelColumnKeys)[number];

/** The remembered column choice; unknown or broken data falls back to every column. */
export function readVisibleColumns(): ChannelColumnKey[] {
  const raw = readStorage(CHANNEL_COLUMNS_STORAGE_KEY);
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
  writeStorage(CHANNEL_COLUMNS_STORAGE_KEY, JSON.stringify(Object.fromEntries(channelColumnKeys.map((key) => [key, shown.has(key)]))));
}

export function readIdSort(): boolean {
  return readStorage(CHANNEL_ID_SORT_STORAGE_KEY) === 'true';
}

export function storeIdSort(idSort: boolean): void {
  writeStorage(CHANNEL_ID_SORT_STORAGE_KEY, String(idSort));
}
