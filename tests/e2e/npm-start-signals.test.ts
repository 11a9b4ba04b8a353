import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@gateway/db/sqlite';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { createLimitedCaller, setUpAndSignIn, type LimitedCaller } from '../contract/support/console-api.ts';
import { portIsFree, startNpmStart, type NpmExit, type NpmStart } from './support/npm-start.ts';
import { commandLine, descendantsOf, isAlive } from './support/process-tree.ts';
import { sendRelayed, type RelayedRequest, type RelayedResult } from './support/relayed-requests.ts';
import { repositoryRoot } from './support/server.ts';

/**
 * A supervisor (systemd, `docker stop` with npm as PID 1, a terminal) stops the gateway by
 * signalling the `npm start` process — only that PID, not its process group. The whole tree must stop the
 * way the server's own graceful shutdown does: in-flight requests and streams finish (or are cut at the
 * drain deadline), the usage batch is flushed, every process of the tree is gone, the port is free, npm
 * exits 0; and the SQLite file shows the money rule (every settled request has exactly one log row): Σ consume-log quota == Δ used_quota, and
 * the balances moved by exactly that much.
 */

/** The server's drain deadline (apps/server/src/graceful-shutdown.ts); requests still running then are cut. */
const DRAIN_SECONDS = 10;
const USER_QUOTA = 500_000_000;
const TOKEN_QUOTA = 200_000_000;

/** Public model → what the mock upstream does (directives in the channel's model mapping). */
const MODELS = {
  // Finish within the drain: ~12 streamed words 150 ms apart; a JSON answer after 1.5 s.
  'short-stream': 'gpt-4o-mini+chunk-delay=150,words=12',
  'short-json': 'gpt-4o-mini+latency=1500',
  // Outlive the drain: a stream of 5,000 words 100 ms apart; an upstream that never answers.
  'long-stream': 'gpt-4o-mini+chunk-delay=100,words=5000',
  'hang-json': 'gpt-4o-mini+hang',
} as const;
type PublicModel = keyof typeof MODELS;

/** The relayed load: a few dozen concurrent requests, stream and non-stream, short and long. */
const LOAD: Array<{ model: PublicModel; stream: boolean; count: number }> = [
  { model: 'short-stream', stream: true, count: 14 },
  { model: 'short-json', stream: false, count: 14 },
  { model: 'long-stream', stream: true, count: 6 },
  { model: 'hang-json', stream: false, count: 6 },
];
const LOAD_SIZE = LOAD.reduce((sum, entry) => sum + entry.count, 0);

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function prepareGateway(gateway: NpmStart, upstream: MockUpstream): Promise<LimitedCaller> {
  const admin = await setUpAndSignIn(gateway.url);
  await admin.call('POST', '/api/channel/', {
    mode: 'single',
    channel: {
      name: 'mock',
      type: 1,
      key: 'sk-upstream',
      base_url: upstream.url,
      models: Object.keys(MODELS).join(','),
      group: 'default',
      model_mapping: JSON.stringify(MODELS),
    },
  });
  await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify(Object.fromEntries(Object.keys(MODELS).map((model) => [model, 1]))) });
  return createLimitedCaller(gateway.url, admin, { username: 'signal-load', quota: USER_QUOTA, tokenQuota: TOKEN_QUOTA });
}

function startLoad(gateway: NpmStart, caller: LimitedCaller): Array<RelayedRequest & { model: PublicModel }> {
  return LOAD.flatMap(({ model, stream, count }) =>
    Array.from({ length: count }, (_, index) => ({ ...sendRelayed(gateway.url, caller.apiKey, { label: `${model} #${index + 1}`, model, stream }), model })),
  );
}

/** Waits (on state, generously) until every request of the load is at the upstream and every stream has its first event. */
async function waitUntilInFlight(upstream: MockUpstream, requests: RelayedRequest[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (upstream.requests.filter((request) => request.path === '/v1/chat/completions').length < requests.length) {
    if (Date.now() > deadline) throw new Error(`only ${upstream.requests.length} of ${requests.length} requests reached the upstream`);
    await sleep(50);
  }
  const streams = requests.filter((request) => request.stream).map((request) => request.firstEvent);
  await Promise.race([Promise.all(streams), sleep(120_000).then(() => Promise.reject(new Error('streams did not start')))]);
}

/** npm's exit, or 'still running' once the drain deadline plus a generous margin for a busy machine has passed. */
async function exitWithin(gateway: NpmStart): Promise<NpmExit | 'still running'> {
  return Promise.race([gateway.exited, sleep((DRAIN_SECONDS + 60) * 1000).then(() => 'still running' as const)]);
}

type Ledger = { userQuota: number; userUsed: number; tokenRemain: number; tokenUsed: number; consumeQuota: number; consumeRows: number };

/** Reads the caller's balances and consume logs straight from the SQLite file the server left behind. */
async function readLedger(dataDir: string, caller: LimitedCaller): Promise<Ledger> {
  const database = createSqliteDatabase({ filename: join(dataDir, 'gateway.db') });
  try {
    const user = await database.db.selectFrom('users').select(['quota', 'used_quota']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
    const token = await database.db.selectFrom('tokens').select(['remain_quota', 'used_quota']).where('id', '=', caller.tokenId).executeTakeFirstOrThrow();
    const logs = await database.db
      .selectFrom('logs')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('quota'), eb.lit(0)).as('total'), eb.fn.countAll<number>().as('rows')])
      .where('user_id', '=', caller.userId)
      .where('type', '=', 2)
      .executeTakeFirstOrThrow();
    return {
      userQuota: user.quota,
      userUsed: user.used_quota,
      tokenRemain: token.remain_quota,
      tokenUsed: token.used_quota,
      consumeQuota: Number(logs.total),
      consumeRows: Number(logs.rows),
    };
  } finally {
    await database.close();
  }
}

function describeResults(results: Array<RelayedResult & { label: string }>): string {
  return results.map((result) => `${result.label}: ${result.ending} ${result.status ?? '-'} ${result.detail}`).join('\n');
}

describe('npm start stops cleanly when its npm process is signalled (every settled request logged, no money lost)', () => {
  let cleanUps: Array<() => Promise<void> | void> = [];

  afterEach(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
    cleanUps = [];
  });

  async function signalUnderLoad(signal: 'SIGTERM' | 'SIGINT'): Promise<void> {
    // The bundle start.mjs runs, made fresh now so `npm start` itself does not spend minutes rebuilding it.
    execFileSync(process.execPath, [join(repositoryRoot, 'scripts', 'server-bundle.mjs')], { encoding: 'utf8' });
    const upstream = await startMockUpstream({ recordBodies: false });
    cleanUps.push(() => upstream.stop());
    const gateway = await startNpmStart();
    let tree = descendantsOf(gateway.pid);
    cleanUps.push(() => gateway.cleanUp(tree));
    const caller = await prepareGateway(gateway, upstream);

    const requests = startLoad(gateway, caller);
    await waitUntilInFlight(upstream, requests);
    tree = descendantsOf(gateway.pid);
    const names = tree.map((pid) => `${pid} ${commandLine(pid)}`).join('\n');
    expect(names, 'the tree runs the server bundle').toContain('server.mjs');

    process.kill(gateway.pid, signal);
    const exit = await exitWithin(gateway);
    expect(exit, `npm after ${signal}:\n${gateway.output()}`).toEqual({ code: 0, signal: null });

    // No process of the tree survives npm (a detached server would keep the port), and the port is free.
    await expect.poll(() => tree.filter(isAlive).map((pid) => `${pid} ${commandLine(pid)}`), { timeout: 90_000, interval: 200 }).toEqual([]);
    expect(await portIsFree(gateway.port)).toBe(true);
    expect(gateway.output()).toContain('shutting down');
    expect(gateway.output()).toContain('stopped');

    // Every request that was running either completed or was cut cleanly; the short ones finished inside the drain.
    const results = await Promise.all(requests.map(async (request) => ({ label: request.label, model: request.model, ...(await request.result) })));
    const report = describeResults(results);
    expect(
      results.filter((result) => result.ending === 'failed'),
      report,
    ).toEqual([]);
    expect(
      results.filter((result) => result.model.startsWith('short-') && result.ending !== 'completed'),
      report,
    ).toEqual([]);
    expect(
      results.filter((result) => !result.model.startsWith('short-') && result.ending !== 'cut'),
      report,
    ).toEqual([]);
    expect(results).toHaveLength(LOAD_SIZE);

    // The money moved exactly as the logs say, batches flushed before the exit (ADR 0011).
    const ledger = await readLedger(gateway.dataDir, caller);
    const completed = results.filter((result) => result.ending === 'completed').length;
    expect(ledger.consumeRows, JSON.stringify(ledger)).toBeGreaterThanOrEqual(completed);
    expect(ledger.consumeQuota, JSON.stringify(ledger)).toBeGreaterThan(0);
    expect(ledger.userUsed, JSON.stringify(ledger)).toBe(ledger.consumeQuota);
    expect(USER_QUOTA - ledger.userQuota, JSON.stringify(ledger)).toBe(ledger.consumeQuota);
    expect(ledger.tokenUsed, JSON.stringify(ledger)).toBe(ledger.consumeQuota);
    expect(TOKEN_QUOTA - ledger.tokenRemain, JSON.stringify(ledger)).toBe(ledger.consumeQuota);
  }

  /** SIGKILL to one process of the tree (nothing can forward it): the rest must notice and stop gracefully. */
  async function killAndWatchTheRestStop(target: 'npm' | 'start.mjs'): Promise<void> {
    execFileSync(process.execPath, [join(repositoryRoot, 'scripts', 'server-bundle.mjs')], { encoding: 'utf8' });
    const gateway = await startNpmStart();
    const tree = descendantsOf(gateway.pid);
    cleanUps.push(() => gateway.cleanUp(tree));
    const launcher = tree.find((pid) => commandLine(pid).endsWith('scripts/start.mjs'));
    expect(launcher, tree.map((pid) => `${pid} ${commandLine(pid)}`).join('\n')).toBeDefined();
    process.kill(target === 'npm' ? gateway.pid : launcher!, 'SIGKILL');
    await expect.poll(() => [gateway.pid, ...tree].filter(isAlive).map((pid) => `${pid} ${commandLine(pid)}`), { timeout: 120_000, interval: 200 }).toEqual([]);
    expect(await portIsFree(gateway.port)).toBe(true);
    expect(gateway.output()).toContain(target === 'npm' ? 'is gone: stopping' : '"reason":"launcher gone"');
    expect(gateway.output()).toContain('stopped');
  }

  it('SIGTERM to the npm process (systemd, docker stop): drains, flushes, exits 0, leaves no process and Σ log quota == Δ used quota', async () => {
    await signalUnderLoad('SIGTERM');
  }, 400_000);

  it('SIGINT to the npm process (Ctrl-C, a supervisor sending SIGINT): the same clean stop', async () => {
    await signalUnderLoad('SIGINT');
  }, 400_000);

  it('SIGKILL to npm: scripts/start.mjs sees its parent gone and stops the server gracefully; nothing survives, the port is free', async () => {
    await killAndWatchTheRestStop('npm');
  }, 400_000);

  it('SIGKILL to scripts/start.mjs: the server sees its launcher gone (IPC channel closed) and stops gracefully; nothing survives', async () => {
    await killAndWatchTheRestStop('start.mjs');
  }, 400_000);
});
