import type { Defaulted, DeletedAtColumn, IdColumn } from './column-types.ts';

/** `redemptions`: redemption codes that add quota when redeemed. */
export interface RedemptionsTable {
  id: IdColumn;
  /** The admin who created the code. */
  user_id: number;
  key: string;
  /** 1 enabled, 2 disabled, 3 used. */
  status: Defaulted<number>;
  name: Defaulted<string>;
  quota: Defaulted<number>;
  created_time: Defaulted<number>;
  redeemed_time: Defaulted<number>;
  used_user_id: Defaulted<number>;
  deleted_at: DeletedAtColumn;
}
