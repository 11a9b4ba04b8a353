/**
 * Slots: status texts an operator usually changes (site name, logo, version) are not baked into
 * a prerendered document. The build renders them as tokens, proves that the page prints the value
 * verbatim (escaped like React escapes text and attributes), and the server writes the real value
 * in at request time, so a customised site still gets the prerendered page (ADR 0023).
 */

/** String fields tried as slots; any other field the page reads must match exactly. */
export const SLOT_CANDIDATES = ['system_name', 'logo', 'version'] as const;

/** A value with characters React escapes, used by the build to prove a slot prints verbatim. */
export const SLOT_PROBE = `Probe & Co <b>"quoted"</b> it's ${'x'.repeat(40)}`;

export function slotToken(field: string): string {
  return `%%gateway-slot-${field}%%`;
}

/** How React escapes text content and attribute values (react-dom escapeTextForBrowser). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** One slot of one template: its token, and the text the page shows for an empty value (null: not provable). */
export type SlotRule = { token: string; empty: string | null };

/**
 * The text an empty value renders as, found by comparing the render with the token and the render
 * with '': the empty render must equal the token render with every token replaced by one text.
 */
export function emptyTextOf(tokenRender: string, emptyRender: string, token: string): string | null {
  const parts = tokenRender.split(token);
  const count = parts.length - 1;
  if (count === 0) return null;
  const length = (emptyRender.length - (tokenRender.length - count * token.length)) / count;
  if (!Number.isInteger(length) || length < 0) return null;
  const start = parts[0]!.length;
  const candidate = emptyRender.slice(start, start + length);
  return parts.join(candidate) === emptyRender ? candidate : null;
}
