import type { Defaulted, IdColumn } from './column-types.ts';

/** `midjourneys`: drawing tasks relayed to Midjourney proxies. */
export interface MidjourneysTable {
  id: IdColumn;
  /** Submit result: 1 submitted, 21 waiting, 22 duplicate, 0 not submitted. */
  code: Defaulted<number>;
  user_id: Defaulted<number>;
  action: Defaulted<string>;
  mj_id: Defaulted<string>;
  prompt: Defaulted<string>;
  prompt_en: Defaulted<string>;
  description: Defaulted<string>;
  state: Defaulted<string>;
  /** Unix milliseconds (as the upstream reports them). */
  submit_time: Defaulted<number>;
  start_time: Defaulted<number>;
  finish_time: Defaulted<number>;
  image_url: Defaulted<string>;
  status: Defaulted<string>;
  /** Percent string, e.g. '45%'. */
  progress: Defaulted<string>;
  fail_reason: Defaulted<string>;
  channel_id: Defaulted<number>;
  quota: Defaulted<number>;
  /** JSON text. */
  buttons: Defaulted<string>;
  /** JSON text. */
  properties: Defaulted<string>;
}
