import type { BooleanColumn, Defaulted } from './column-types.ts';

/**
 * `abilities`: one row per (group, model, channel) derived from a channel's `group` × `models`
 * lists; channel selection reads it. Primary key (group, model, channel_id).
 */
export interface AbilitiesTable {
  group: string;
  model: string;
  channel_id: number;
  enabled: BooleanColumn;
  priority: Defaulted<number>;
  weight: Defaulted<number>;
  tag: string | null;
}
