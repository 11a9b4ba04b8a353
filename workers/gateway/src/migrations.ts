import { migrateToLatest } from '@gateway/db';
import type { Platform } from '@gateway/gateway';

let applied: Promise<string[]> | undefined;

/** Applies the shared migration list once per isolate (dev: MIGRATE_ON_FIRST_REQUEST); a failure is retried next time. */
export function migrateOnce(db: Platform['db']): Promise<string[]> {
  applied ??= migrateToLatest(db).catch((error: unknown) => {
    applied = undefined;
    throw error;
  });
  return applied;
}
