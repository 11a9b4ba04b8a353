import type { Defaulted, IdColumn } from './column-types.ts';

/** `top_ups`: online payment orders. */
export interface TopUpsTable {
  id: IdColumn;
  user_id: number;
  /** Units bought, in USD units as new-api stores them (the quota added is amount × QuotaPerUnit). */
  amount: Defaulted<number>;
  /** Paid amount in the payment currency. */
  money: Defaulted<number>;
  trade_no: string;
  create_time: Defaulted<number>;
  /** 'pending' | 'success'. */
  status: Defaulted<string>;
}
