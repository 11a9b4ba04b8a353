import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRemoteChunks, remoteChunkUrls } from './preload-remote-chunks.ts';

const manifest = {
  metaData: { remoteEntry: { name: 'static/js/channels.abc.js', path: '' }, publicPath: 'auto' },
  exposes: [{ path: './routes', assets: { js: { sync: ['static/js/async/__federation_expose_routes.1.js'], async: ['static/js/async/5.2.js'] } } }],
};

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('preloading a remote’s code', () => {
  it('lists the entry and the exposed module’s chunks, relative to the manifest', () => {
    expect(remoteChunkUrls(manifest, '/remotes/channels/mf-manifest.json')).toEqual([
      '/remotes/channels/static/js/channels.abc.js',
      '/remotes/channels/static/js/async/__federation_expose_routes.1.js',
      '/remotes/channels/static/js/async/5.2.js',
    ]);
  });

  it('adds one preload link per file, once', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    await preloadRemoteChunks('/remotes/channels/mf-manifest.json', fetcher as unknown as typeof fetch);
    await preloadRemoteChunks('/remotes/channels/mf-manifest.json', fetcher as unknown as typeof fetch);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(remoteChunkUrls(manifest, '/remotes/channels/mf-manifest.json'));
  });
});
