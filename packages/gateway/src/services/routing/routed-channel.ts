import type { ChannelRow } from '@gateway/db';
import { providerForChannelType, type ChannelSetting, type RelayProvider } from '@gateway/providers';

/** A channel as the relay uses it: parsed once when the routing index is built, never per request. */
export interface RoutedChannel {
  id: number;
  name: string;
  type: number;
  /** '' → the provider's default base URL. */
  baseUrl: string;
  /** Non-empty key lines (a multi-key channel holds one per line). */
  keys: readonly string[];
  other: string;
  organization: string;
  /** Requested model → upstream model (exact match only, as new-api maps); a Map, since the key is the client's model. */
  modelMapping: ReadonlyMap<string, string>;
  /** Upstream status → answered status (never applied to 2xx). */
  statusCodeMapping: ReadonlyMap<string, string>;
  setting: ChannelSetting;
  /** Top-level keys replaced in the upstream request JSON; null when none. */
  paramOverride: Readonly<Record<string, unknown>> | null;
  /** undefined: the type speaks a protocol no adaptor implements; the relay refuses it. */
  provider: RelayProvider | undefined;
  /** The channel's auto_ban: upstream failures may disable it automatically (services/channel-health). */
  autoBan: boolean;
}

/** Parses a JSON object column; malformed or non-object text counts as empty (the channel editor validates on write). */
function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (text === null || text === undefined || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function stringEntries(record: Record<string, unknown>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === 'string' && value !== '') result.set(name, value);
  }
  return result;
}

function nonEmpty(record: Record<string, unknown>): Record<string, unknown> | null {
  return Object.keys(record).length === 0 ? null : record;
}

/** Builds the relay's view of one channel row. */
export function toRoutedChannel(row: ChannelRow): RoutedChannel {
  const type = Number(row.type);
  return {
    id: Number(row.id),
    name: row.name,
    type,
    baseUrl: (row.base_url ?? '').trim().replace(/\/+$/, ''),
    keys: row.key
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    other: row.other ?? '',
    organization: row.open_ai_organization ?? '',
    modelMapping: stringEntries(parseObject(row.model_mapping)),
    statusCodeMapping: stringEntries(parseObject(row.status_code_mapping)),
    setting: parseObject(row.setting) as ChannelSetting,
    paramOverride: nonEmpty(parseObject(row.param_override)),
    provider: providerForChannelType(type),
    autoBan: Number(row.auto_ban ?? 1) === 1,
  };
}
