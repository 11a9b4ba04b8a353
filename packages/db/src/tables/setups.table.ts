import type { IdColumn } from './column-types.ts';

/** `setups`: one row once first-run setup is done. */
export interface SetupsTable {
  id: IdColumn;
  version: string;
  /** Unix seconds. */
  initialized_at: number;
}
