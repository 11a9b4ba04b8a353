import { AtomicCheckFailed, findChannelById, updateChannelsWithAbilities, type Executor } from '@gateway/db';
import { ChannelStatus } from '@gateway/domain';

/** other_info as an object; text that is not a JSON object starts afresh. */
function parseOtherInfo(text: string | null | undefined): Record<string, unknown> {
  if (text === null || text === undefined || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Moves a channel from `from` to `to` with its abilities, all or nothing (writeAtomically), and only while it is
 * still in `from`: of concurrent callers exactly one changes it. `otherInfo` edits other_info's
 * keys (undefined removes one) and leaves the others alone. True when this call made the change.
 */
async function transition(db: Executor, id: number, from: number, to: number, otherInfo: Record<string, unknown>): Promise<boolean> {
  const channel = await findChannelById(db, id);
  if (channel === undefined || Number(channel.status) !== from) return false;
  const info = { ...parseOtherInfo(channel.other_info), ...otherInfo };
  for (const [key, value] of Object.entries(info)) if (value === undefined) delete info[key];
  try {
    await updateChannelsWithAbilities(db, [{ current: channel, patch: { status: to, other_info: JSON.stringify(info) }, whileStatusUnchanged: true }]);
    return true;
  } catch (error) {
    // Another caller moved it first (or it changed or went meanwhile): nothing written, not ours.
    if (error instanceof AtomicCheckFailed) return false;
    throw error;
  }
}

/** Enabled (1) → automatically disabled (3) with status_reason and status_time (unix s) for the console's tooltip (CH-010). */
export function autoDisableChannel(db: Executor, id: number, reason: string, nowSeconds: number): Promise<boolean> {
  return transition(db, id, ChannelStatus.Enabled, ChannelStatus.AutoDisabled, { status_reason: reason, status_time: nowSeconds });
}

/** Automatically disabled (3) → enabled (1), clearing the reason; a manually disabled (2) channel is never touched. */
export function autoEnableChannel(db: Executor, id: number): Promise<boolean> {
  return transition(db, id, ChannelStatus.AutoDisabled, ChannelStatus.Enabled, { status_reason: undefined, status_time: undefined });
}
