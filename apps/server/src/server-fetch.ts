import { CONSOLE_COMMON_HEADERS, isGatewayPath } from '@gateway/gateway';

interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/** Security headers for a console HTML document (the gateway's `consoleDocumentHeaders`). */
export type ConsoleDocumentHeaders = () => Promise<Record<string, string>>;

/**
 * One port for everything: /api, /v1 and /pg go to the gateway, every other path to the console
 * (static files + SPA fallback). The gateway owns the list of its prefixes. Console answers carry
 * nosniff and a Referrer-Policy; HTML documents also the Content-Security-Policy `documentHeaders` gives.
 */
export function createServerFetch(gateway: FetchApp, consoleApp: FetchApp, documentHeaders?: ConsoleDocumentHeaders) {
  return (request: Request, env?: unknown): Response | Promise<Response> => {
    const pathname = new URL(request.url).pathname;
    if (isGatewayPath(pathname)) return gateway.fetch(request, env);
    if (documentHeaders === undefined) return consoleApp.fetch(request, env);
    return withConsoleHeaders(consoleApp.fetch(request, env), documentHeaders);
  };
}

async function withConsoleHeaders(pending: Response | Promise<Response>, documentHeaders: ConsoleDocumentHeaders): Promise<Response> {
  let response = await pending;
  const isDocument = (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/html');
  const headers = isDocument ? await documentHeaders() : CONSOLE_COMMON_HEADERS;
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  } catch {
    // A response with immutable headers: copy it once.
    response = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  }
  return response;
}
