import type { Agent } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@gateway/db/sqlite';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { createLimitedCaller, setUpAndSignIn, type ConsoleSession } from '../contract/support/console-api.ts';
import { keepAliveAgent, sendKeepAlive, type KeepAliveRequest, type KeepAliveResult } from './support/keep-alive-client.ts';
import { startSignalledServer, type SignalledServer } from './support/signalled-server.ts';

/**
 * SIGTERM under keep-alive load: twenty clients, each reusing one keep-alive connection in a tight loop
 * (streamed and plain relays against the mock upstream, console and model-list reads), and the server is
 * signalled while streams are under way. The drain must never reset a connection under a client: work in
 * flight is answered whole (and billed once), every later request on an open connection gets a 503 with
 * Retry-After and `Connection: close`, nothing sent after the drain began is served, the process exits 0.
 */

const MODELS = {
  // About a second of streaming: still running when the signal comes.
  'drain-stream': 'gpt-4o-mini+words=25;chunk-delay=40',
  'drain-json': 'gpt-4o-mini+latency=60',
} as const;
const LOOPS: Array<'stream' | 'json' | 'status' | 'models'> = [
  ...Array<'stream'>(6).fill('stream'),
  ...Array<'json'>(6).fill('json'),
  ...Array<'status'>(4).fill('status'),
  ...Array<'models'>(4).fill('models'),
];
/** Streams that must be under way (first event received) when the signal is sent. */
const STREAMS_IN_FLIGHT = 3;

type LoopKind = (typeof LOOPS)[number];

interface Outcome {
  loop: number;
  kind: LoopKind;
  /** The test had read the server's 'shutting down' line before sending this request. */
  afterDrainBegan: boolean;
  result: KeepAliveResult;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function requestFor(kind: LoopKind, apiKey: string, label: string): KeepAliveRequest {
  const authorization = { authorization: `Bearer ${apiKey}` };
  const messages = [{ role: 'user', content: `hello from ${label}` }];
  if (kind === 'stream')
    return {
      method: 'POST',
      path: '/v1/chat/completions',
      headers: authorization,
      body: { model: 'drain-stream', messages, stream: true, stream_options: { include_usage: true } },
    };
  if (kind === 'json') return { method: 'POST', path: '/v1/chat/completions', headers: authorization, body: { model: 'drain-json', messages } };
  if (kind === 'models') return { method: 'GET', path: '/v1/models', headers: authorization };
  return { method: 'GET', path: '/api/status' };
}

/** A served answer is whole: a stream that reached [DONE], a completion with content, a status or model list. */
function servedWhole(kind: LoopKind, body: string): boolean {
  if (kind === 'stream') return body.includes('data: [DONE]');
  try {
    const parsed = JSON.parse(body) as { choices?: Array<{ message?: { content?: string } }>; success?: boolean; data?: unknown };
    if (kind === 'json') return typeof parsed.choices?.[0]?.message?.content === 'string';
    return kind === 'models' ? Array.isArray(parsed.data) : parsed.success === true;
  } catch {
    return false;
  }
}

interface Load {
  outcomes: Outcome[];
  streamsUnderWay: () => number;
  answeredPerLoop: number[];
  done: Promise<void>;
}

/** Every loop sends its next request as soon as the last one ended, and stops at its first 503 or transport error. */
function startLoad(server: SignalledServer, apiKeys: string[]): Load {
  const outcomes: Outcome[] = [];
  const answeredPerLoop = LOOPS.map(() => 0);
  let streaming = 0;
  const loops = LOOPS.map(async (kind, loop) => {
    const agent: Agent = keepAliveAgent();
    try {
      for (let index = 0; ; index += 1) {
        const afterDrainBegan = server.output().includes('shutting down');
        let underWay = false;
        const result = await sendKeepAlive(server.port, agent, requestFor(kind, apiKeys[loop]!, `loop ${loop} #${index}`), () => {
          underWay = kind === 'stream';
          if (underWay) streaming += 1;
        });
        if (underWay) streaming -= 1;
        outcomes.push({ loop, kind, afterDrainBegan, result });
        answeredPerLoop[loop] = index + 1;
        if (result.kind === 'error' || result.status === 503) return;
      }
    } finally {
      agent.destroy();
    }
  });
  return { outcomes, streamsUnderWay: () => streaming, answeredPerLoop, done: Promise.all(loops).then(() => undefined) };
}

async function consumeRowsByToken(dataDir: string, userId: number): Promise<Map<string, number>> {
  const database = createSqliteDatabase({ filename: join(dataDir, 'gateway.db') });
  try {
    const rows = await database.db
      .selectFrom('logs')
      .select((eb) => ['token_name', eb.fn.countAll<number>().as('rows')])
      .where('user_id', '=', userId)
      .where('type', '=', 2)
      .groupBy('token_name')
      .execute();
    return new Map(rows.map((row) => [row.token_name, Number(row.rows)]));
  } finally {
    await database.close();
  }
}

async function prepare(server: SignalledServer, upstream: MockUpstream): Promise<{ admin: ConsoleSession; userId: number; apiKeys: string[] }> {
  const admin = await setUpAndSignIn(server.url);
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
  const caller = await createLimitedCaller(server.url, admin, { username: 'drain-load', quota: 500_000_000 });
  // One token per loop: the consume rows of a loop's token are that loop's billed requests.
  const apiKeys: string[] = [];
  for (const loop of LOOPS.keys()) {
    const [token] = await caller.session.call<Array<{ key: string }>>('POST', '/api/token/', {
      name: `loop-${loop}`,
      unlimited_quota: true,
      remain_quota: 0,
      expired_time: -1,
    });
    apiKeys.push(`sk-${token!.key}`);
  }
  return { admin, userId: caller.userId, apiKeys };
}

function describeOutcomes(outcomes: Outcome[]): string {
  return outcomes
    .map(
      ({ loop, kind, afterDrainBegan, result }) =>
        `loop ${loop} ${kind}${afterDrainBegan ? ' (after the drain began)' : ''}: ${result.kind === 'error' ? result.error : `${result.status} connection=${result.connection} retry-after=${result.retryAfter}`}`,
    )
    .join('\n');
}

/** Sends SIGTERM mid-load, on state (every loop's connection reused, streams under way); the seconds until every loop ended and the process exited. */
async function signalMidLoad(server: SignalledServer, load: Load): Promise<number> {
  const failed = () => load.outcomes.filter((outcome) => outcome.result.kind === 'error' || outcome.result.status !== 200);
  while (load.answeredPerLoop.some((answered) => answered < 2) || load.streamsUnderWay() < STREAMS_IN_FLIGHT) {
    if (failed().length > 0) break;
    await sleep(5);
  }
  expect(describeOutcomes(failed()), 'before the signal').toBe('');
  const signalledAt = Date.now();
  server.signal('SIGTERM');
  await load.done;
  await server.exited;
  return (Date.now() - signalledAt) / 1000;
}

/** The outcomes by kind, and the figures logged for the record. */
function sortOutcomes(outcomes: Outcome[], secondsToExit: number) {
  const errors = outcomes.filter((outcome) => outcome.result.kind === 'error');
  const resets = errors.filter((outcome) => outcome.result.kind === 'error' && !outcome.result.error.startsWith('ECONNREFUSED'));
  const answers = outcomes.flatMap((outcome) => (outcome.result.kind === 'answer' ? [{ ...outcome, answer: outcome.result }] : []));
  const served = answers.filter(({ answer }) => answer.status === 200);
  const refused = answers.filter(({ answer }) => answer.status === 503);
  console.info('drain under keep-alive load', {
    requests: outcomes.length,
    served: served.length,
    servedAfterDrainBegan: served.filter((outcome) => outcome.afterDrainBegan).length,
    answered503: refused.length,
    connectionRefused: errors.length - resets.length,
    resets: resets.length,
    secondsToExit,
  });
  return { resets, answers, served, refused };
}

describe('SIGTERM under keep-alive load (apps/server graceful drain)', () => {
  const cleanUps: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it('resets no connection: in-flight work is answered whole and billed once, later requests get 503 + Retry-After + Connection: close, exit 0', async () => {
    const upstream = await startMockUpstream({ recordBodies: false });
    cleanUps.push(() => upstream.stop());
    const server = await startSignalledServer();
    cleanUps.push(() => server.cleanUp());
    const { userId, apiKeys } = await prepare(server, upstream);

    const load = startLoad(server, apiKeys);
    const secondsToExit = await signalMidLoad(server, load);
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('stopped');
    const { resets, answers, served, refused } = sortOutcomes(load.outcomes, secondsToExit);

    // No connection was reset or cut under a client; a refused connection (the listener is closed) is no request.
    expect(describeOutcomes(resets)).toBe('');
    // Every answer is a whole 200 or a 503 with Retry-After and Connection: close, in the path's error shape.
    expect(describeOutcomes(answers.filter(({ answer }) => answer.status !== 200 && answer.status !== 503))).toBe('');
    expect(describeOutcomes(served.filter(({ kind, answer }) => !servedWhole(kind, answer.body)))).toBe('');
    expect(describeOutcomes(refused.filter(({ answer }) => answer.retryAfter !== '5' || answer.connection !== 'close'))).toBe('');
    for (const { kind, answer } of refused) {
      const body = JSON.parse(answer.body) as { success?: boolean; code?: string; error?: { code?: string } };
      if (kind === 'status') expect(body).toMatchObject({ success: false, code: 'server_shutting_down' });
      else expect(body.error?.code).toBe('server_shutting_down');
    }
    // Streams were under way at the signal: their loops' next requests met the drain on the same connection.
    expect(refused.length).toBeGreaterThanOrEqual(STREAMS_IN_FLIGHT);
    // Nothing sent after the drain began was served (it would stretch the drain and race the connection's close).
    expect(describeOutcomes(served.filter((outcome) => outcome.afterDrainBegan))).toBe('');

    // Billed exactly once: each loop's token has one consume row per relayed request served, none for a 503.
    const rows = await consumeRowsByToken(server.dataDir, userId);
    const billedPerLoop = LOOPS.map((kind, loop) => (kind === 'stream' || kind === 'json' ? served.filter((outcome) => outcome.loop === loop).length : 0));
    expect(LOOPS.map((_kind, loop) => rows.get(`loop-${loop}`) ?? 0)).toEqual(billedPerLoop);
  }, 300_000);
});
