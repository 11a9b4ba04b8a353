import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockReply, startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { setUpAndSignIn, type ConsoleSession } from '../contract/support/console-api.ts';
import { waitForRows } from '../contract/support/ledger.ts';
import { repositoryRoot, startServer, type RunningServer } from './support/server.ts';

/**
 * Smoke test of the production bundle `npm start` runs (apps/server/dist/server.mjs, ADR 0015): every
 * other suite runs the TypeScript sources, so this one makes sure the bundle cannot break silently —
 * paths relative to dist/, the migrations, the native SQLite addon, the relay, the lazily imported tokenizer.
 */
describe('server bundle (apps/server/dist/server.mjs)', () => {
  let bundle: string;
  let upstream: MockUpstream;
  let server: RunningServer;
  let admin: ConsoleSession;
  let authorization: string;

  beforeAll(async () => {
    // Rebuilds the bundle when any file it was built from changed, so the test never runs a stale one.
    bundle = execFileSync(process.execPath, [join(repositoryRoot, 'scripts', 'server-bundle.mjs')], { encoding: 'utf8' }).trim();
    upstream = await startMockUpstream();
    server = await startServer({}, bundle);
    admin = await setUpAndSignIn(server.url);
    await admin.call('POST', '/api/channel/', {
      mode: 'single',
      channel: {
        name: 'mock',
        type: 1,
        key: 'sk-upstream',
        base_url: upstream.url,
        models: 'gpt-4o-mini,bare-model',
        group: 'default',
        // An upstream answer without usage: the gateway counts the tokens itself (gpt-tokenizer, imported on first need).
        model_mapping: JSON.stringify({ 'bare-model': 'bare-model+no-usage' }),
      },
    });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ 'gpt-4o-mini': 0.075, 'bare-model': 0.075 }) });
    const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: 'bundle',
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
    authorization = `Bearer sk-${token!.key}`;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
  });

  const chat = (body: Record<string, unknown>) =>
    fetch(`${server.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }], ...body }),
    });

  it('runs from dist/ and finds what it finds from src/: the package version (COM-047) and the console directory', async () => {
    expect(bundle).toBe(join(repositoryRoot, 'apps', 'server', 'dist', 'server.mjs'));
    const response = await fetch(`${server.url}/api/status`);
    expect(response.status).toBe(200);
    const status = (await response.json()) as { success: boolean; data: { version: string } };
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'apps', 'server', 'package.json'), 'utf8')) as { version: string };
    expect(status).toMatchObject({ success: true, data: { version: `v${manifest.version}` } });
    expect(server.output()).toContain(`"consoleDirectory":${JSON.stringify(join(repositoryRoot, 'apps') + '/')}`);
    // Found at run time from the bundle's own URL, not baked in from the build machine's source paths.
    expect(readFileSync(bundle, 'utf8').includes(repositoryRoot), `${repositoryRoot} appears in the bundle`).toBe(false);
  });

  it('relays a chat completion to the upstream, non-stream and stream', async () => {
    const plain = await chat({ model: 'gpt-4o-mini' });
    expect(plain.status).toBe(200);
    const completion = (await plain.json()) as { choices: Array<{ message: { content: string } }>; usage: unknown };
    expect(completion.choices[0]!.message.content).toBe(mockReply('gpt-4o-mini'));
    expect(completion.usage).toMatchObject({ prompt_tokens: 5, completion_tokens: 3 });

    const streamed = await chat({ model: 'gpt-4o-mini', stream: true, stream_options: { include_usage: true } });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    const events = (await streamed.text()).split('\n').filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]');
    const deltas = events.map((line) => JSON.parse(line.slice(6)) as { choices: Array<{ delta?: { content?: string } }> });
    expect(deltas.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('')).toBe(mockReply('gpt-4o-mini'));
  });

  it('counts the tokens itself when the upstream reports no usage (the lazy tokenizer import resolves) and logs the request', async () => {
    const response = await chat({ model: 'bare-model', stream: true, stream_options: { include_usage: true } });
    expect(response.status).toBe(200);
    const events = (await response.text()).split('\n').filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]');
    const usage = events.map((line) => (JSON.parse(line.slice(6)) as { usage?: { completion_tokens: number } | null }).usage).find((value) => value);
    // The client asked for usage, the upstream sent none: the relay adds its estimate.
    expect(usage?.completion_tokens).toBeGreaterThan(0);

    const [row] = await waitForRows(admin, { type: 2, model: 'bare-model' }, 1);
    expect(row!.content).toContain('usage estimated');
    expect(row!.completion_tokens).toBe(usage!.completion_tokens);
    expect(row!.quota).toBeGreaterThan(0);
  });
});
