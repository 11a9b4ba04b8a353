import type { Defaulted, IdColumn } from './column-types.ts';

/** `tasks`: asynchronous platform tasks (suno, kling, …). */
export interface TasksTable {
  id: IdColumn;
  created_at: Defaulted<number>;
  updated_at: Defaulted<number>;
  task_id: Defaulted<string>;
  platform: Defaulted<string>;
  user_id: Defaulted<number>;
  channel_id: Defaulted<number>;
  quota: Defaulted<number>;
  action: Defaulted<string>;
  /** NOT_START, SUBMITTED, QUEUED, IN_PROGRESS, FAILURE, SUCCESS, UNKNOWN ('' = submitting). */
  status: Defaulted<string>;
  fail_reason: Defaulted<string>;
  /** Unix seconds. */
  submit_time: Defaulted<number>;
  start_time: Defaulted<number>;
  finish_time: Defaulted<number>;
  progress: Defaulted<string>;
  /** JSON text: { input }. */
  properties: Defaulted<string>;
  /** JSON text: raw upstream data. */
  data: Defaulted<string>;
}
