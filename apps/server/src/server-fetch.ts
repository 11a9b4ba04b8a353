import { CONSOLE_COMMON_HEADERS, isGatewayPath } from '@gateway/gateway';

interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/** Security headers for a console HTML document (the gateway's `consoleDocumentHeaders`). */
export type ConsoleDocumentHeaders = () => Promise<Record<string, string>>;

/**
 * Set by the console app on a document with an inline script (a prerendered page's head script): the CSP
 * source (`'sha256-…'`) that allows it. Never sent: the host moves it into the CSP's script-src.
 */
export const INLINE_SCRIPT_HASH_HEADER = 'X-Gateway-Inline-Script-Hash';

/** The policy with `source` added to its script-src directive (which every console policy has). */
export function allowScriptSource(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('script-src ') ? `${directive} ${source}` : directive))
    .join(';');
}

/**
 * One port for everything: /api, /v1 and /pg go to the gateway, every other path to the console
 * (static files + SPA fallback). The gateway owns the list of its prefixes. Console answers carry
 * nosniff and a Referrer-Policy; HTML documents also the Content-Security-Policy `documentHeaders` gives.
 */
export function createServerFetch(gateway: FetchApp, consoleApp: FetchApp, documentHeaders?: ConsoleDocumentHeaders) {
  return (request: Request, env?: unknown): Response | Promise<Response> => {
    const pathname = new URL(request.url).pathname;
    if (isGatewayPath(pathname)) return gateway.fetch(request, env);
    return withConsoleHeaders(consoleApp.fetch(request, env), documentHeaders);
  };
}

async function headersFor(response: Response, documentHeaders: ConsoleDocumentHeaders | undefined): Promise<Record<string, string>> {
  const isDocument = (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/html');
  if (!isDocument || documentHeaders === undefined) return { ...CONSOLE_COMMON_HEADERS };
  const headers = { ...(await documentHeaders()) };
  const scriptHash = response.headers.get(INLINE_SCRIPT_HASH_HEADER);
  const policy = headers['Content-Security-Policy'];
  if (scriptHash !== null && policy !== undefined) headers['Content-Security-Policy'] = allowScriptSource(policy, scriptHash);
  return headers;
}

async function withConsoleHeaders(pending: Response | Promise<Response>, documentHeaders: ConsoleDocumentHeaders | undefined): Promise<Response> {
  let response = await pending;
  const headers = await headersFor(response, documentHeaders);
  const apply = (target: Response) => {
    target.headers.delete(INLINE_SCRIPT_HASH_HEADER);
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
  };
  try {
    apply(response);
  } catch {
    // A response with immutable headers: copy it once.
    response = new Response(response.body, response);
    apply(response);
  }
  return response;
}
