import { describe, expect, it, vi } from 'vitest';
import { preloadSharedOf } from './preload-shared.ts';

describe('preloadSharedOf', () => {
  it('starts the loader of every shared module the remote’s manifest lists, and only those', async () => {
    const loaders = { react: vi.fn(async () => ({})), '@mui/material/Button': vi.fn(async () => ({})), '@mui/material/Dialog': vi.fn(async () => ({})) };
    const manifest = { shared: [{ name: 'react' }, { name: '@mui/material/Button' }, { name: 'not-provided' }] };
    const fetcher = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    await preloadSharedOf('/remotes/channels/mf-manifest.json', loaders, fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith('/remotes/channels/mf-manifest.json', expect.anything());
    expect(loaders.react).toHaveBeenCalledTimes(1);
    expect(loaders['@mui/material/Button']).toHaveBeenCalledTimes(1);
    expect(loaders['@mui/material/Dialog']).not.toHaveBeenCalled();
  });

  it('leaves the charts module for the page that draws charts, even when the remote lists it', async () => {
    const loaders = { react: vi.fn(async () => ({})), '@gateway/ui/usage-chart': vi.fn(async () => ({})) };
    const manifest = { shared: [{ name: 'react' }, { name: '@gateway/ui/usage-chart' }] };
    await preloadSharedOf(
      '/remotes/logs/mf-manifest.json',
      loaders,
      (async () => new Response(JSON.stringify(manifest), { status: 200 })) as unknown as typeof fetch,
    );
    expect(loaders.react).toHaveBeenCalledTimes(1);
    expect(loaders['@gateway/ui/usage-chart']).not.toHaveBeenCalled();
  });

  it('does nothing when the manifest does not answer', async () => {
    const loaders = { react: vi.fn(async () => ({})) };
    await preloadSharedOf('/m.json', loaders, (async () => new Response('', { status: 404 })) as unknown as typeof fetch);
    expect(loaders.react).not.toHaveBeenCalled();
  });
});
