/** A fresh OpenAI-style object id: `<prefix>_` + 48 hex digits (resp_, msg_, fc_, rs_). */
export function newResponsesId(prefix: string): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return `${prefix}_${hex}`;
}
