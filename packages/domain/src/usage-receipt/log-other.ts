/** Where a token count came from. */
export type TokenSource = 'upstream' | 'estimated' | 'counted';
const TOKEN_SOURCES: ReadonlySet<string> = new Set(['upstream', 'estimated', 'counted']);

/**
 * The `other` field of a log row (LOG-018, LOG-019): JSON text written by the relay (new-api's key
 * names), a plain string on rows imported from elsewhere, or empty. Read leniently: a key with the
 * wrong type is dropped, never trusted, so a hand-edited row cannot break the page.
 */
export interface LogOther {
  model_ratio?: number;
  model_price?: number;
  group_ratio?: number;
  completion_ratio?: number;
  cache_tokens?: number;
  cache_ratio?: number;
  cache_creation_tokens?: number;
  cache_creation_ratio?: number;
  /** First response time, milliseconds. */
  frt?: number;
  is_model_mapped?: boolean;
  upstream_model_name?: string;
  claude?: boolean;
  ws?: boolean;
  audio?: boolean;
  text_input?: number;
  text_output?: number;
  audio_input?: number;
  audio_output?: number;
  audio_ratio?: number;
  audio_completion_ratio?: number;
  image?: boolean;
  image_ratio?: number;
  image_output?: number;
  web_search?: boolean;
  web_search_call_count?: number;
  /** USD per 1,000 calls. */
  web_search_price?: number;
  file_search?: boolean;
  file_search_call_count?: number;
  file_search_price?: number;
  reasoning_effort?: string;
  /** Where prompt_tokens came from: the upstream's usage, the tokenizer's estimate, or counted by the gateway (characters, audio length). */
  prompt_source?: TokenSource;
  completion_source?: TokenSource;
  /** Quota reserved before the upstream call (admission reserves the estimate); the settlement returned reserved − quota. */
  reserved_quota?: number;
  /** Images billed (images API). */
  image_count?: number;
  /** QuotaPerUnit the relay priced per-call prices, images and tool calls with. */
  quota_per_unit?: number;
  /** Message keys of the content (ADR 0022); only the keys are read here. */
  content_keys?: string[];
  error_code?: string;
  status_code?: number;
  error_type?: string;
  /** Channels the request tried, in order (admin views only). */
  admin_info?: { use_channel: string[] };
}

export type ParsedOther = {
  /** The typed keys; empty when `other` is not a JSON object. */
  fields: LogOther;
  /** The whole object as stored (LOG-025 shows it), or null when `other` is not a JSON object. */
  json: Record<string, unknown> | null;
  /** `other` itself when it is a plain string rather than JSON. */
  text: string;
};

const numberKeys = [
  'model_ratio',
  'model_price',
  'group_ratio',
  'completion_ratio',
  'cache_tokens',
  'cache_ratio',
  'cache_creation_tokens',
  'cache_creation_ratio',
  'frt',
  'text_input',
  'text_output',
  'audio_input',
  'audio_output',
  'audio_ratio',
  'audio_completion_ratio',
  'image_ratio',
  'image_output',
  'web_search_call_count',
  'web_search_price',
  'file_search_call_count',
  'file_search_price',
  'status_code',
  'reserved_quota',
  'image_count',
  'quota_per_unit',
] as const satisfies ReadonlyArray<keyof LogOther>;
const booleanKeys = ['is_model_mapped', 'claude', 'ws', 'audio', 'image', 'web_search', 'file_search'] as const satisfies ReadonlyArray<keyof LogOther>;
const stringKeys = ['upstream_model_name', 'reasoning_effort', 'error_type'] as const satisfies ReadonlyArray<keyof LogOther>;

function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  // Imported rows sometimes carry numbers as strings ("1.5").
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** new-api writes booleans; some imports wrote 1/0 or "true". */
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true') return true;
  if (value === 0 || value === 'false') return false;
  return undefined;
}

function readFields(json: Record<string, unknown>): LogOther {
  const fields: LogOther = {};
  for (const key of numberKeys) {
    const value = finiteNumber(json[key]);
    if (value !== undefined) fields[key] = value;
  }
  for (const key of booleanKeys) {
    const value = flag(json[key]);
    if (value !== undefined) fields[key] = value;
  }
  for (const key of stringKeys) {
    const value = json[key];
    if (typeof value === 'string' && value !== '') fields[key] = value;
  }
  // error_code is a string in new-api but a number from some upstreams.
  const errorCode = json['error_code'];
  if ((typeof errorCode === 'string' && errorCode !== '') || typeof errorCode === 'number') fields.error_code = String(errorCode);
  for (const key of ['prompt_source', 'completion_source'] as const) {
    const value = json[key];
    if (typeof value === 'string' && TOKEN_SOURCES.has(value)) fields[key] = value as TokenSource;
  }
  const parts = json['content_parts'];
  if (Array.isArray(parts)) {
    fields.content_keys = parts.flatMap((part: unknown) =>
      part !== null && typeof part === 'object' && typeof (part as { key?: unknown }).key === 'string' ? [(part as { key: string }).key] : [],
    );
  }
  const adminInfo = json['admin_info'];
  if (adminInfo !== null && typeof adminInfo === 'object' && Array.isArray((adminInfo as { use_channel?: unknown }).use_channel)) {
    fields.admin_info = { use_channel: (adminInfo as { use_channel: unknown[] }).use_channel.map(String) };
  }
  return fields;
}

export function parseLogOther(other: string | null | undefined): ParsedOther {
  const raw = (other ?? '').trim();
  if (raw === '') return { fields: {}, json: null, text: '' };
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { fields: {}, json: null, text: raw };
    const json = value as Record<string, unknown>;
    return { fields: readFields(json), json, text: '' };
  } catch {
    return { fields: {}, json: null, text: raw };
  }
}
