import type { LogRow, LogWithChannelName } from '@gateway/db';

/** A log as the console reads it (LOG-017): `channel` is the wire name of channel_id. */
export interface LogView extends Omit<LogRow, 'channel_id' | 'is_stream'> {
  channel: number;
  channel_name: string;
  is_stream: boolean;
}

function toView(row: LogRow, channelName: string, other: string): LogView {
  const { channel_id: channel, is_stream: isStream, ...rest } = row;
  return {
    ...rest,
    other,
    channel,
    channel_name: channelName,
    is_stream: Boolean(isStream),
    quota: Number(row.quota),
    created_at: Number(row.created_at),
    id: Number(row.id),
  };
}

/** Admin view: everything, with the joined channel name. */
export function toAdminLogView(row: LogWithChannelName): LogView {
  const { channel_name: channelName, ...log } = row;
  return toView(log, channelName, row.other);
}

// admin_info names the channels a request tried; a user must not learn the operator's channels.
function withoutAdminInfo(other: string): string {
  if (!other.includes('admin_info')) return other;
  try {
    const parsed: unknown = JSON.parse(other);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return other;
    const { admin_info: _adminInfo, ...rest } = parsed as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return other;
  }
}

/** Own-log view (GET /api/log/self/): admin_info stripped from `other`, channel name blank. */
export function toSelfLogView(row: LogRow): LogView {
  return toView(row, '', withoutAdminInfo(row.other));
}
