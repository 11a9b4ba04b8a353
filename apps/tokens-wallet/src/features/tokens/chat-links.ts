import { TOKEN_KEY_PREFIX } from '@gateway/domain';

/** One entry of the chat-link menu: the name an admin gave it and its link template. */
export type ChatLink = { name: string; template: string };

export type ChatLinksResult =
  | { kind: 'links'; links: ChatLink[] }
  | { kind: 'none' }
  /** The stored 'chats' list is not a JSON list of name → link objects. */
  | { kind: 'invalid' };

/**
 * Reads the local 'chats' list (the status `chats` mirrored by the sdk: [{ "ChatGPT Next": "https://…?key={key}" }, …]).
 * Missing or empty → none; anything that is not a list of string maps → invalid (001 §8).
 */
export function parseChatLinks(raw: string | null): ChatLinksResult {
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (!Array.isArray(value)) return { kind: 'invalid' };
  const links: ChatLink[] = [];
  for (const entry of value) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return { kind: 'invalid' };
    for (const [name, template] of Object.entries(entry as Record<string, unknown>)) {
      if (typeof template !== 'string') return { kind: 'invalid' };
      links.push({ name, template });
    }
  }
  return links.length === 0 ? { kind: 'none' } : { kind: 'links', links };
}

/**
 * Fills a chat-link template: {address} with the server address (URL-encoded, since it usually
 * sits inside a query string) and {key} with the full 'sk-' key, like the reference console.
 */
export function fillChatLink(template: string, values: { address: string; key: string }): string {
  return template.replaceAll('{address}', encodeURIComponent(values.address)).replaceAll('{key}', withKeyPrefix(values.key));
}

/** The key as users paste it into clients: the server stores it without the 'sk-' prefix (TW-004). */
export function withKeyPrefix(key: string): string {
  return key.startsWith(TOKEN_KEY_PREFIX) ? key : `${TOKEN_KEY_PREFIX}${key}`;
}
