import { readStorage, writeStorage } from '@gateway/ui/storage';

/**
 * The usage log's columns and the column choice kept in localStorage (LOG-016), so a reload keeps
 * the reader's choice. Channel, user and retry belong to admins only (LOG-015), whatever is stored.
 */
export const LOG_COLUMNS_STORAGE_KEY = 'logs-table-columns';

export const logColumnKeys = [
  'time',
  'channel',
  'username',
  'token',
  'group',
  'type',
  'model',
  'useTime',
  'prompt',
  'completion',
  'quota',
  'retry',
  'details',
] as const;
export type LogColumnKey = (typeof logColumnKeys)[number];

const adminColumns: ReadonlySet<LogColumnKey> = new Set<LogColumnKey>(['channel', 'username', 'retry']);

/** The columns a role may see at all, in display order. */
export function columnsForRole(isAdmin: boolean): LogColumnKey[] {
  return logColumnKeys.filter((key) => isAdmin || !adminColumns.has(key));
}

/** Stored as {column: visible} so a column added later shows by default; broken data shows everything. */
export function readColumnChoice(): Partial<Record<LogColumnKey, boolean>> {
  const raw = readStorage(LOG_COLUMNS_STORAGE_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const choice: Partial<Record<LogColumnKey, boolean>> = {};
    for (const key of logColumnKeys) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'boolean') choice[key] = value;
    }
    return choice;
  } catch {
    return {};
  }
}

export function storeColumnChoice(choice: Partial<Record<LogColumnKey, boolean>>): void {
  writeStorage(LOG_COLUMNS_STORAGE_KEY, JSON.stringify(choice));
}

/** The columns shown: allowed for the role and not switched off. */
export function visibleColumns(choice: Partial<Record<LogColumnKey, boolean>>, isAdmin: boolean): LogColumnKey[] {
  return columnsForRole(isAdmin).filter((key) => choice[key] !== false);
}
