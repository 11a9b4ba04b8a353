import type { LogView } from '../log-view.ts';
import type { CsvValue } from './csv-cells.ts';

/**
 * The export's columns (ADR 0041): stable English keys named like the log API's fields, in
 * every console language, so scripts and spreadsheets keep working when the reader switches language.
 * `time` is created_at as ISO 8601 UTC for people; `other` is the row's JSON as the list answers it
 * (the self export without admin_info). The self export leaves out the channel columns.
 */
const COMMON = [
  'id',
  'created_at',
  'time',
  'type',
  'username',
  'token_name',
  'model_name',
  'group',
  'prompt_tokens',
  'completion_tokens',
  'quota',
  'use_time',
  'is_stream',
] as const;
const ADMIN = [...COMMON, 'channel', 'channel_name', 'content', 'other'] as const;
const SELF = [...COMMON, 'content', 'other'] as const;

export type ExportAudience = 'admin' | 'self';

export function exportColumns(audience: ExportAudience): readonly string[] {
  return audience === 'admin' ? ADMIN : SELF;
}

function isoTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().replace('.000Z', 'Z');
}

/** One log as the cells of `exportColumns(audience)`, in order. */
export function exportCells(log: LogView, audience: ExportAudience): CsvValue[] {
  const values: Record<string, CsvValue> = {
    ...log,
    time: isoTime(log.created_at),
    prompt_tokens: Number(log.prompt_tokens),
    completion_tokens: Number(log.completion_tokens),
    use_time: Number(log.use_time),
    type: Number(log.type),
    user_id: undefined,
  };
  return exportColumns(audience).map((column) => values[column]);
}
