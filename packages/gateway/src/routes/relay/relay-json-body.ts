/** A relay request body read as one JSON object, or why it is not one (the route answers 400 in its API's shape). */
export type RelayJsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/**
 * Parses a relay body. Every relay API (OpenAI, Anthropic, Gemini) takes a JSON object at the top level, so an
 * array, a string or `null` is refused as clearly as text that is not JSON at all.
 */
export function parseRelayJsonBody(text: string): RelayJsonBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The request body is not valid JSON' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: 'The request body must be a JSON object' };
  return { ok: true, body: body as Record<string, unknown> };
}

/** A token limit as clients send it: a positive integer, anything else is "not given". */
export function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
