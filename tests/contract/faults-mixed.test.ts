import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstream, type MockFault, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession, type LimitedCaller } from './support/console-api.ts';
import { settledSnapshot, snapshot, type LedgerSnapshot } from './support/ledger.ts';

const REQUESTS = 10_000;
const CONCURRENCY = 32;
const MODEL = 'mix-model';
const CLIENT_TIMEOUT_MS = 150;
/** Only bounds a hang: the 10,000 requests take about 16 s on a quiet machine and minutes on a busy one. */
const HANG_BOUND_MS = 900_000;

/** A small seeded generator (mulberry32), so a failing mix can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each upstream's personality: a fault plan drawn from its own seeded stream. */
const personalities: Record<string, (random: () => number) => MockFault | undefined> = {
  healthy: () => undefined,
  erroring: (random) => {
    const draw = random();
    if (draw < 0.15) return { status: 500 };
    if (draw < 0.25) return { status: 429 };
    if (draw < 0.3) return { status: 503 };
    return undefined;
  },
  network: (random) => {
    const draw = random();
    if (draw < 0.08) return { reset: 'before' };
    if (draw < 0.16) return { reset: 'mid', words: 12 };
    // Slower than the clients that give up after CLIENT_TIMEOUT_MS.
    if (draw < 0.22) return { latencyMs: 2 * CLIENT_TIMEOUT_MS };
    return undefined;
  },
  odd: (random) => {
    const draw = random();
    if (draw < 0.3) return { noUsage: true };
    if (draw < 0.4) return { malformed: true };
    if (draw < 0.5) return { nullChoices: true };
    if (draw < 0.6) return { words: 40, chunkDelayMs: 1 };
    return undefined;
  },
};

type Kind = 'json' | 'json-timeout' | 'stream' | 'stream-usage' | 'stream-abort';

function pickKind(random: () => number): Kind {
  const draw = random();
  if (draw < 0.4) return 'json';
  if (draw < 0.47) return 'json-timeout';
  if (draw < 0.72) return 'stream';
  if (draw < 0.92) return 'stream-usage';
  return 'stream-abort';
}

/**
 * Faults at volume (10,000 mixed requests with injected faults): a limited user with a
 * limited token sends stream and non-stream requests 32 at a time over four channels whose upstreams
 * answer 429/500/503, reset connections, stall past the client's patience, drop usage, send malformed
 * and `choices: null` chunks; some clients abort mid-stream. Afterwards the books must balance
 * exactly: Σ consume-log quota == Δ user used_quota == −Δ user quota == Δ token used == −Δ token remain,
 * and no balance ever went negative.
 */
describe('faults: 10,000 mixed requests keep the books exact', () => {
  const upstreams: MockUpstream[] = [];
  let server: RunningServer;
  let admin: ConsoleSession;
  let caller: LimitedCaller;

  beforeAll(async () => {
    server = await startServer();
    admin = await setUpAndSignIn(server.url);
    await admin.call('PUT', '/api/option/', { key: 'RetryTimes', value: '2' });
    await admin.call('PUT', '/api/option/', { key: 'ModelRatio', value: JSON.stringify({ [MODEL]: 0.75 }) });
    let seed = 1;
    for (const [name, personality] of Object.entries(personalities)) {
      const upstream = await startMockUpstream({ recordBodies: false });
      const random = seeded((seed += 1));
      upstream.script.plan(() => personality(random));
      upstreams.push(upstream);
      await admin.call('POST', '/api/channel/', {
        mode: 'single',
        channel: { name, type: 1, key: 'sk-upstream', base_url: upstream.url, models: MODEL, group: 'default', priority: 0, weight: 10 },
      });
    }
    // Sized so the token runs dry shortly before the end: the last requests are refused for quota.
    caller = await createLimitedCaller(server.url, admin, { username: 'mixed', quota: 200_000, tokenQuota: 80_000 });
  });

  afterAll(async () => {
    await server?.stop();
    for (const upstream of upstreams) await upstream.stop();
  });

  async function send(kind: Kind, random: () => number): Promise<string> {
    const stream = kind.startsWith('stream');
    const body: Record<string, unknown> = { model: MODEL, messages: [{ role: 'user', content: `question ${Math.floor(random() * 1000)}` }], stream };
    if (kind === 'stream-usage') body['stream_options'] = { include_usage: true };
    // Some requests name max_tokens, so their reservation is small and the settlement may exceed it.
    if (random() < 0.2) body['max_tokens'] = 8;
    const controller = new AbortController();
    const signal = kind === 'json-timeout' ? AbortSignal.any([controller.signal, AbortSignal.timeout(CLIENT_TIMEOUT_MS)]) : controller.signal;
    let response: Response;
    try {
      response = await fetch(`${server.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${caller.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
    } catch {
      return 'client-timeout';
    }
    if (response.status !== 200) {
      await response.arrayBuffer();
      return String(response.status);
    }
    if (kind !== 'stream-abort') {
      await response.arrayBuffer().catch(() => undefined);
      return '200';
    }
    const reader = response.body!.getReader();
    const first = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    controller.abort();
    await reader.cancel().catch(() => undefined);
    return first.done ? '200' : '200-aborted';
  }

  it(
    'Σ consume-log quota == Δ used_quota == −Δ quota == Δ token used, exactly, and nothing went negative',
    async () => {
      const before = await settledSnapshot(admin, caller);
      const tally = new Map<string, number>();
      let lowest: LedgerSnapshot = before;
      let running = true;
      // Watches the balances while the load runs: neither may be negative at any moment.
      const watcher = (async () => {
        while (running) {
          const now = await snapshot(admin, caller);
          if (now.userQuota < lowest.userQuota || now.tokenRemainQuota < lowest.tokenRemainQuota) lowest = now;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();

      let next = 0;
      const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
        const random = seeded(1000 + worker);
        for (let index = next++; index < REQUESTS; index = next++) {
          const outcome = await send(pickKind(random), random);
          tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
        }
      });
      try {
        await Promise.all(workers);
      } finally {
        // Also when the load fails: a watcher left running would read from a server that is stopping.
        running = false;
        await watcher;
      }

      // Every upstream exchange has ended before the books are read (client timeouts leave some running).
      while (upstreams.some((upstream) => upstream.requests.some((request) => request.outcome === 'pending'))) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const after = await settledSnapshot(admin, caller);
      const summary = Object.fromEntries([...tally].sort());
      console.info(
        'mixed outcomes',
        summary,
        'upstream calls',
        upstreams.map((upstream) => upstream.requests.length),
        { before, after },
      );

      const billed = after.consumeQuota - before.consumeQuota;
      expect(billed).toBeGreaterThan(0);
      expect(after.userUsedQuota - before.userUsedQuota).toBe(billed);
      expect(before.userQuota - after.userQuota).toBe(billed);
      expect(after.tokenUsedQuota - before.tokenUsedQuota).toBe(billed);
      expect(before.tokenRemainQuota - after.tokenRemainQuota).toBe(billed);
      expect(Math.min(after.userQuota, after.tokenRemainQuota, lowest.userQuota, lowest.tokenRemainQuota)).toBeGreaterThanOrEqual(0);

      // Every 200 answer is one consume row; every admitted request is one row of either kind.
      const answered = (tally.get('200') ?? 0) + (tally.get('200-aborted') ?? 0);
      const rows = after.consumeRows - before.consumeRows + after.errorRows - before.errorRows;
      expect(after.consumeRows - before.consumeRows).toBeGreaterThanOrEqual(answered);
      expect(rows).toBeLessThanOrEqual(REQUESTS);
      // The mix really happened: faults were answered, streams aborted, clients timed out, quota ran out.
      expect(tally.get('200-aborted')).toBeGreaterThan(0);
      expect(tally.get('client-timeout')).toBeGreaterThan(0);
      expect(answered).toBeGreaterThan(REQUESTS / 2);
    },
    HANG_BOUND_MS,
  );
});
