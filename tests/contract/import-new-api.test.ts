import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_API_ACCOUNTS, NEW_API_MODEL, NEW_API_TOKEN_KEY, writeNewApiSqliteFile } from '@gateway/db/testing/new-api';
import { startMockUpstream, type MockUpstream } from '../fixtures/mock-upstream/index.ts';
import { repositoryRoot, startServer, type RunningServer } from '../e2e/support/server.ts';
import { signIn, type ConsoleSession } from './support/console-api.ts';
import { logTotal } from './support/ledger.ts';

const LOG_ROWS = 1_234;

/** `npm run import:new-api -- …` as an operator runs it (the root script, the gateway's DATA_DIR). */
function runImport(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repositoryRoot, 'scripts', 'import-new-api.mjs'), ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Moving in from new-api: a new-api SQLite database imported, then served by the real server. */
describe('contract: import:new-api, then sign in with old passwords and relay with old keys', () => {
  let upstream: MockUpstream;
  let server: RunningServer;
  let workDir: string;
  let alice: ConsoleSession;

  beforeAll(async () => {
    upstream = await startMockUpstream();
    workDir = mkdtempSync(join(tmpdir(), 'import-new-api-'));
    await writeNewApiSqliteFile(join(workDir, 'one-api.db'), { channelBaseUrl: upstream.url, logRows: LOG_ROWS });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('the command copies the database and reports what it could not carry', async () => {
    const result = await runImport(['--from', join(workDir, 'one-api.db'), '--batch-size', '200'], join(workDir, 'data'));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`logs: ${LOG_ROWS} of ${LOG_ROWS} copied`);
    expect(result.stdout).toContain('column channel_info not carried (1 rows had a value)');
    expect(result.stdout).toContain('table two_fas not carried (1 rows)');
    expect(result.stdout).toContain('skipped SomeFutureOption: the gateway has no such option');
  });

  it('a second run is refused (exit 2) instead of importing twice; --resume finds nothing left to copy', async () => {
    const again = await runImport(['--from', join(workDir, 'one-api.db')], join(workDir, 'data'));
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('pass --resume');
    const resumed = await runImport(['--from', join(workDir, 'one-api.db'), '--resume'], join(workDir, 'data'));
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`logs: 0 of ${LOG_ROWS} copied, ${LOG_ROWS} already present`);
  });

  it('users sign in with their new-api passwords and see the same balance and used quota', async () => {
    server = await startServer({ DATA_DIR: join(workDir, 'data') });
    alice = await signIn(server.url, NEW_API_ACCOUNTS.alice);
    const self = await alice.call<{ quota: number; used_quota: number; username: string }>('GET', '/api/user/self');
    expect(self).toMatchObject({ username: 'alice', quota: 5_000_000, used_quota: 123_456 });
    const root = await signIn(server.url, NEW_API_ACCOUNTS.root);
    expect(await logTotal(root, '/api/log/')).toBe(LOG_ROWS);
  });

  it('the old sk- key relays through the imported channel and is billed from the imported balance', async () => {
    const since = Math.floor(Date.now() / 1000) - 1;
    const client = new OpenAI({ apiKey: `sk-${NEW_API_TOKEN_KEY}`, baseURL: `${server.url}/v1`, maxRetries: 0 });
    const completion = await client.chat.completions.create({ model: NEW_API_MODEL, messages: [{ role: 'user', content: 'hello after the move' }] });
    expect(completion.choices[0]!.message.content).toBeTruthy();
    // The usage log is written in batches: wait for the row, then compare it with the balance change.
    const recent = `/api/log/self/?p=0&page_size=10&start_timestamp=${since}`;
    let page = await alice.call<{ total: number; items: Array<{ quota: number }> }>('GET', recent);
    while (page.total === 0) {
      await new Promise((done) => setTimeout(done, 50));
      page = await alice.call('GET', recent);
    }
    expect(page.total).toBe(1);
    expect(await logTotal(alice, '/api/log/self/')).toBe(LOG_ROWS + 1);
    const charged = page.items[0]!.quota;
    expect(charged).toBeGreaterThan(0);
    const self = await alice.call<{ quota: number; used_quota: number }>('GET', '/api/user/self');
    expect(self).toEqual(expect.objectContaining({ quota: 5_000_000 - charged, used_quota: 123_456 + charged }));
  });
});
