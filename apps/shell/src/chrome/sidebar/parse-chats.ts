/**
 * The locally stored chat links (localStorage 'chats', COM-038): a JSON list of objects, each
 * mapping a display name to a link template with {address} and {key} placeholders.
 * Every entry becomes a sidebar item routed to /chat/{index} (SH-018).
 */
export type ChatLink = { index: number; name: string; template: string };

export type ParsedChats = { chats: ChatLink[]; unreadable: boolean };

export function parseChats(raw: string | null): ParsedChats {
  if (raw === null || raw.trim() === '') return { chats: [], unreadable: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { chats: [], unreadable: true };
  }
  if (!Array.isArray(value)) return { chats: [], unreadable: true };
  const chats: ChatLink[] = [];
  value.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return;
    const first = Object.entries(entry as Record<string, unknown>)[0];
    if (first === undefined) return;
    const [name, template] = first;
    // The index stays the position in the stored list: /chat/{index} must address the same entry.
    if (typeof template === 'string' && name.trim() !== '') chats.push({ index, name, template });
  });
  return { chats, unreadable: false };
}
