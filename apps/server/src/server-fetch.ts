import { isGatewayPath } from '@gateway/gateway';

interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * One port for everything: /api, /v1 and /pg go to the gateway, every other path to the console
 * (static files + SPA fallback). The gateway owns the list of its prefixes.
 */
export function createServerFetch(gateway: FetchApp, consoleApp: FetchApp) {
  return (request: Request, env?: unknown): Response | Promise<Response> => {
    const pathname = new URL(request.url).pathname;
    return isGatewayPath(pathname) ? gateway.fetch(request, env) : consoleApp.fetch(request, env);
  };
}
