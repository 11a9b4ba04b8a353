import type { ChatEntriesResult, ChatEntry } from '@gateway/domain';

/** What /chat/:id can open: the entry, or why not (each has its message). */
export type ChatTarget =
  | { kind: 'entry'; entry: ChatEntry }
  /** The :id is not a list position. */
  | { kind: 'badIndex' }
  /** No chat links at all (PP-035). */
  | { kind: 'none' }
  /** The stored list cannot be read (PP-036). */
  | { kind: 'invalid' }
  /** A position the list does not have (or an entry that is not a name → link pair). */
  | { kind: 'notFound' };

export function chatTarget(stored: ChatEntriesResult, index: number | undefined): ChatTarget {
  if (index === undefined) return { kind: 'badIndex' };
  if (stored.kind !== 'entries') return { kind: stored.kind };
  const entry = stored.entries.find((candidate) => candidate.index === index);
  return entry === undefined ? { kind: 'notFound' } : { kind: 'entry', entry };
}
