/**
 * Reads the `:id` of /chat/:id: the position of a chat link in the locally stored chat
 * configuration list (the sidebar links to /chat/0, /chat/1 …). Anything but a whole number
 * answers undefined so the page can say the address is wrong.
 */
export function parseChatIndex(raw: string): number | undefined {
  if (!/^(0|[1-9]\d{0,5})$/.test(raw)) return undefined;
  return Number(raw);
}
