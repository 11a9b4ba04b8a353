import { fillChatLink, fillNextChatLink, type ChatEntriesResult } from '@gateway/domain';

/** Where /chat2link goes: a named link template, or why there is none. */
export type ChatLinkTarget =
  | { kind: 'link'; name: string; fill: (values: { address: string; key: string }) => string }
  | { kind: 'none' }
  | { kind: 'invalid' };

function hostOf(link: string): string {
  try {
    return new URL(link).host || link;
  } catch {
    return link;
  }
}

/**
 * PP-034: the ChatLink option (status `chat_link`, a NextChat deployment, as the reference opens it),
 * else the first configured chat link; none (PP-035) or unreadable (PP-036) otherwise.
 */
export function chatLinkTarget(chatLink: string | undefined, stored: ChatEntriesResult): ChatLinkTarget {
  const base = chatLink?.trim() ?? '';
  if (base !== '') return { kind: 'link', name: hostOf(base), fill: (values) => fillNextChatLink(base, values) };
  if (stored.kind !== 'entries') return { kind: stored.kind };
  const first = stored.entries[0]!;
  return { kind: 'link', name: first.name, fill: (values) => fillChatLink(first.template, values) };
}
