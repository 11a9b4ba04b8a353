import { CONSOLE_COMMON_HEADERS, isConsoleAssetPath, type Gateway } from '@gateway/gateway';
import type { WorkerEnv } from './env.ts';
import { allowRemoteOrigins, remoteOrigins } from './remote-origins.ts';

/**
 * The console from Workers static assets: the shell at / (single-page fallback in wrangler.jsonc, except
 * under the asset paths /static/ and /remotes/, where a missing file is a 404), each remote under
 * /remotes/<name>/. HTML documents get the gateway's security headers (CSP built from the current
 * options), like apps/server; /remotes.json is this environment's REMOTES_JSON, so a remote
 * deployed elsewhere is picked up by changing one variable, without rebuilding the shell; its origin is added
 * to the document CSP's script/connect/style/font sources (remote-origins.ts).
 */
export async function serveConsole(request: Request, env: WorkerEnv, gateway: Gateway): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/remotes.json') return remotesManifest(env);
  if (env.ASSETS === undefined) return new Response('Not Found', { status: 404 });
  const asset = (await env.ASSETS.fetch(request as never)) as unknown as Response;
  if (!(asset.headers.get('content-type') ?? '').startsWith('text/html')) return asset;
  // The single-page fallback answers a missing build file with the shell document: a 404 instead.
  if (isConsoleAssetPath(url.pathname)) {
    await asset.body?.cancel();
    return new Response('Not Found', { status: 404, headers: { ...CONSOLE_COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const headers = new Headers(asset.headers);
  const origins = remoteOrigins(parseRemotes(env));
  for (const [name, value] of Object.entries(await gateway.consoleDocumentHeaders())) {
    headers.set(name, name.toLowerCase() === 'content-security-policy' ? allowRemoteOrigins(value, origins) : value);
  }
  headers.set('Cache-Control', 'no-cache');
  return new Response(asset.body, { status: asset.status, statusText: asset.statusText, headers });
}

function parseRemotes(env: WorkerEnv): unknown {
  try {
    return JSON.parse(env.REMOTES_JSON ?? '{}');
  } catch {
    return {};
  }
}

function remotesManifest(env: WorkerEnv): Response {
  return Response.json(parseRemotes(env), { headers: { 'Cache-Control': 'no-cache' } });
}
