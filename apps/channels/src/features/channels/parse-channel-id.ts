/**
 * Reads the `:id` of /channel/edit/:id. Channel ids are positive integers; anything else (a typo,
 * a pasted name) answers undefined so the page can say so instead of opening a broken editor.
 */
export function parseChannelId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}
