/**
 * The setup of contract suites that relay with the official openai client through the admin's own token:
 * a fresh mock upstream, the real server, the admin signed in, the suite's channels (on the mock) and
 * options, one unlimited token, and the ledger check for each billed call.
 */
import OpenAI from 'openai';
import { startMockUpstream, type MockUpstream } from '../../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../../e2e/support/server.ts';
import { setUpAndSignIn, type ConsoleSession } from './console-api.ts';
import { billedOnceThroughToken, type LogRowView } from './ledger.ts';

/** One channel on the mock upstream (key sk-upstream, group default). */
export interface MockChannel {
  name: string;
  type: number;
  models: string;
}

export interface OpenAIRelaySuite {
  upstream: MockUpstream;
  server: RunningServer;
  admin: ConsoleSession;
  client: OpenAI;
  /** Runs a call that must be billed once: one consume row through the suite's token, Δ balance == its quota. */
  logged<T>(request: () => Promise<T>): Promise<{ result: T; row: LogRowView }>;
  stop(): Promise<void>;
}

export async function startOpenAIRelaySuite(setup: {
  tokenName: string;
  channels: readonly MockChannel[];
  options: Record<string, string>;
}): Promise<OpenAIRelaySuite> {
  const upstream = await startMockUpstream();
  const server = await startServer();
  const admin = await setUpAndSignIn(server.url);
  for (const channel of setup.channels) {
    await admin.call('POST', '/api/channel/', { mode: 'single', channel: { ...channel, key: 'sk-upstream', base_url: upstream.url, group: 'default' } });
  }
  for (const [key, value] of Object.entries(setup.options)) await admin.call('PUT', '/api/option/', { key, value });
  const [token] = await admin.call<Array<{ key: string }>>('POST', '/api/token/', {
    name: setup.tokenName,
    unlimited_quota: true,
    remain_quota: 0,
    expired_time: -1,
  });
  return {
    upstream,
    server,
    admin,
    client: new OpenAI({ apiKey: `sk-${token!.key}`, baseURL: `${server.url}/v1`, maxRetries: 0 }),
    logged: (request) => billedOnceThroughToken(admin, setup.tokenName, request),
    async stop() {
      await server.stop();
      await upstream.stop();
    },
  };
}
