import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@gateway/domain';
import { readStorage, writeStorage } from '../storage/local-storage.ts';

/** localStorage key of the chosen page size, shared by every table (COM-018). */
export const PAGE_SIZE_STORAGE_KEY = 'page-size';

const allowed: ReadonlySet<number> = new Set<number>(PAGE_SIZE_OPTIONS);

/** The remembered page size if it is one of the offered sizes (COM-017), else the default 10 (COM-016). */
export function getStoredPageSize(): number {
  const stored = Number.parseInt(readStorage(PAGE_SIZE_STORAGE_KEY) ?? '', 10);
  return allowed.has(stored) ? stored : DEFAULT_PAGE_SIZE;
}

export function storePageSize(size: number): void {
  if (allowed.has(size)) writeStorage(PAGE_SIZE_STORAGE_KEY, String(size));
}
