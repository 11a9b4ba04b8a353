import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isConsoleAssetPath } from '@gateway/gateway';
import { cacheControlFor, REVALIDATE } from './cache-policy.ts';
import { isRemoteDirectory, remoteDist, shellDist } from './console-layout.ts';
import { readRemotesManifest } from './remotes-manifest.ts';
import { createPrerenderedPages, PRERENDERED_PATHS } from './prerendered-pages.ts';
import { PRERENDER_DIRECTORY } from './prerender-manifest.ts';
import { INLINE_SCRIPT_HASH_HEADER } from '../server-fetch.ts';

export interface ConsoleAppOptions {
  /** Root holding <shell|remote>/dist. */
  consoleDirectory: string;
  warn: (message: string) => void;
  /**
   * The live GET /api/status payload for this request (the gateway's answer), which prerendered
   * pages are checked against and carry inline. Without it those pages get the shell document.
   */
  loadStatus?: (env: unknown) => Promise<Record<string, unknown> | undefined>;
  /** The clock prerendered pages are checked against (their footer prints the year). */
  now?: () => Date;
}

const NOT_BUILT_MESSAGE =
  'The web console is not built yet.\n' +
  'Run `npm run build` in the repository root (or start with `npm start`, which builds what is missing), then reload.\n' +
  'The API is available under /api and /v1 meanwhile.\n';

/**
 * Serves the built console: the shell at `/`, each remote under `/remotes/<dir>/`, and
 * `/remotes.json` listing the remotes that are built. Precompressed `.br`/`.gz` siblings are
 * sent when the client accepts them; hashed assets are cached for a year, entry points
 * revalidate. A missing file under the asset paths (/static/, /remotes/) is a 404; any other GET falls
 * back to the shell's index.html (client-side routing).
 * The host sends /api, /v1 and /pg to the gateway before this app sees them.
 */
export function createConsoleApp({ consoleDirectory, warn, loadStatus, now }: ConsoleAppOptions): Hono {
  const app = new Hono();
  const shellRoot = shellDist(consoleDirectory);
  const shellIndex = join(shellRoot, 'index.html');
  const prerendered = createPrerenderedPages(shellRoot, warn, now);

  // Cache policy and sniffing protection for every file answer, judged by the path inside its dist.
  app.use('*', async (context, next) => {
    await next();
    if (context.res.status !== 200 && context.res.status !== 206 && context.res.status !== 304) return;
    if (!context.res.headers.has('Cache-Control')) {
      const relative = context.req.path.replace(/^\/remotes\/[^/]+/, '');
      context.res.headers.set('Cache-Control', cacheControlFor(relative === '/' ? '/index.html' : relative));
    }
    context.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!context.res.headers.get('Vary')?.includes('Accept-Encoding')) context.res.headers.append('Vary', 'Accept-Encoding');
  });

  app.get('/remotes.json', async (context) => {
    const manifest = await readRemotesManifest(consoleDirectory, warn);
    context.header('Cache-Control', REVALIDATE);
    return context.json(manifest);
  });

  app.on(['GET', 'HEAD'], '/remotes/:directory/*', async (context) => {
    const directory = context.req.param('directory');
    if (!isRemoteDirectory(directory)) return context.text('Not Found', 404);
    const handler = serveStatic({
      root: remoteDist(consoleDirectory, directory),
      precompressed: true,
      rewriteRequestPath: (path) => path.slice(`/remotes/${directory}`.length) || '/',
    });
    // No SPA fallback under /remotes: a missing chunk must fail loudly, not return HTML.
    const response = await handler(context, async () => {});
    return response ?? context.text('Not Found', 404);
  });

  // The templates are not documents (their slots are filled per request): never sent as files.
  app.all(`/${PRERENDER_DIRECTORY}/*`, (context) => context.text('Not Found', 404));

  // The signed-out pages as prerendered HTML that hydrates (ADR 0023); the shell document otherwise.
  app.on(['GET', 'HEAD'], [...PRERENDERED_PATHS], async (context, next) => {
    if (loadStatus === undefined) return next();
    const url = new URL(context.req.url);
    const answer = await prerendered({
      path: url.pathname,
      search: url.search,
      cookie: context.req.header('Cookie'),
      acceptLanguage: context.req.header('Accept-Language'),
      acceptEncoding: context.req.header('Accept-Encoding'),
      loadStatus: () => loadStatus(context.env),
    });
    if (answer === undefined) return next();
    context.header('Content-Type', 'text/html; charset=utf-8');
    context.header('Cache-Control', REVALIDATE);
    context.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    context.header(INLINE_SCRIPT_HASH_HEADER, answer.scriptHash);
    if (answer.encoding !== undefined) context.header('Content-Encoding', answer.encoding);
    if (context.req.method === 'HEAD') return context.body(null);
    return typeof answer.body === 'string' ? context.body(answer.body) : context.body(answer.body as Uint8Array<ArrayBuffer>);
  });

  app.on(['GET', 'HEAD'], '*', serveStatic({ root: shellRoot, precompressed: true }));

  // A build file that is not there (a chunk of an older deploy, a mistyped asset): 404, not the shell document.
  app.on(['GET', 'HEAD'], '*', async (context, next) => (isConsoleAssetPath(context.req.path) ? context.text('Not Found', 404) : next()));

  app.on(['GET', 'HEAD'], '*', async (context, next) => {
    if (!existsSync(shellIndex)) {
      context.header('Cache-Control', 'no-store');
      return context.text(NOT_BUILT_MESSAGE, 503);
    }
    context.header('Cache-Control', REVALIDATE);
    return serveStatic({ root: shellRoot, path: 'index.html', precompressed: true })(context, next);
  });

  app.notFound((context) => context.text('Not Found', 404));
  return app;
}
