import { TOKEN_KEY_PREFIX } from '../tokens/token-constants.ts';

/**
 * Chat links (option Chats, status `chats`, localStorage 'chats'; PP-032): a JSON list of objects,
 * each mapping a name to a link template with `{address}` and `{key}` placeholders. An entry's
 * position is its id: the sidebar links entry i to /chat/i (SH-018), so the first pair of each
 * entry counts and entries that are not such a pair keep their position but open nothing.
 */
export type ChatEntry = { index: number; name: string; template: string };

export type ChatEntriesResult =
  | { kind: 'entries'; entries: ChatEntry[] }
  /** Nothing configured (PP-035). */
  | { kind: 'none' }
  /** Not JSON, or not a list (PP-036). */
  | { kind: 'invalid' };

export function parseChatEntries(raw: string | null): ChatEntriesResult {
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (!Array.isArray(value)) return { kind: 'invalid' };
  const entries: ChatEntry[] = [];
  value.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return;
    const first = Object.entries(entry as Record<string, unknown>)[0];
    if (first !== undefined && typeof first[1] === 'string' && first[0].trim() !== '' && first[1].trim() !== '')
      entries.push({ index, name: first[0], template: first[1] });
  });
  return entries.length === 0 ? { kind: 'none' } : { kind: 'entries', entries };
}

/** The key as clients expect it: the server stores it without 'sk-' (TW-004). */
export function withTokenKeyPrefix(key: string): string {
  return key.startsWith(TOKEN_KEY_PREFIX) ? key : `${TOKEN_KEY_PREFIX}${key}`;
}

/**
 * Fills a link template like new-api's console: `{address}` with the server address
 * URL-encoded (it usually sits inside a query string or a JSON setting), `{key}` with the 'sk-' key.
 * An `{address}` that begins the template is the link's own origin ("{address}/chat?key={key}"): it is
 * filled as is, where new-api's encoded form made no address at all.
 */
export function fillChatLink(template: string, values: { address: string; key: string }): string {
  const key = withTokenKeyPrefix(values.key);
  const leading = template.startsWith('{address}') ? values.address.replace(/\/+$/, '') + template.slice('{address}'.length) : template;
  return leading.replaceAll('{address}', encodeURIComponent(values.address)).replaceAll('{key}', key);
}

/**
 * new-api's /chat2link address for the ChatLink option (a NextChat deployment): its
 * settings fragment carries the key and the encoded server address.
 */
export function fillNextChatLink(chatLink: string, values: { address: string; key: string }): string {
  const base = chatLink.replace(/\/+$/, '');
  return `${base}/#/?settings={"key":"${withTokenKeyPrefix(values.key)}","url":"${encodeURIComponent(values.address)}"}`;
}

const UNSAFE_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/**
 * What a filled link is: `web` (http/https: it can be framed), `app` (a custom scheme such as ama://
 * or opencat://, opened by an installed app), `unsafe` (script-running schemes, or not a link at
 * all). Parsed the way browsers parse it, so "java\tscript:" is caught too.
 */
export function chatLinkKind(link: string): 'web' | 'app' | 'unsafe' {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'unsafe';
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return 'web';
  return UNSAFE_PROTOCOLS.has(url.protocol) ? 'unsafe' : 'app';
}
