/** What the gateway POSTs, in new-api's WorkerUrl format: the target and, for webhooks, the method, headers and body. */
export interface ProxyEnvelope {
  url: URL;
  key: string;
  method: string;
  headers: Record<string, string>;
  /** Sent as-is when a string, as JSON otherwise; absent: no body. */
  body: string | undefined;
}

export class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads the request body up to `maxBytes` (a larger one is refused without reading the rest). */
export async function readLimited(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Refusal(413, 'request body too large');
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Refusal(413, 'request body too large');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

function stringHeaders(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new Refusal(400, 'headers must be an object');
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(value)) {
    if (typeof header !== 'string') throw new Refusal(400, `header ${name} must be a string`);
    headers[name] = header;
  }
  return headers;
}

/** Parses and validates the envelope; any problem is a Refusal with the status to answer. */
export function parseEnvelope(text: string): ProxyEnvelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'body must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Refusal(400, 'body must be a JSON object');
  const fields = parsed as Record<string, unknown>;
  if (typeof fields.url !== 'string' || fields.url === '') throw new Refusal(400, 'url is required');
  let url: URL;
  try {
    url = new URL(fields.url);
  } catch {
    throw new Refusal(400, 'url is not a valid URL');
  }
  const method = typeof fields.method === 'string' && fields.method !== '' ? fields.method.toUpperCase() : 'GET';
  if (!METHODS.has(method)) throw new Refusal(400, `method ${method} is not supported`);
  const body = fields.body === undefined || fields.body === null ? undefined : typeof fields.body === 'string' ? fields.body : JSON.stringify(fields.body);
  return { url, key: typeof fields.key === 'string' ? fields.key : '', method, headers: stringHeaders(fields.headers), body };
}
