import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '@gateway/db/testing';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

let cluster: PostgresCluster | null = null;
const dataDirectory = mkdtempSync(join(tmpdir(), 'gateway-pg-data-'));

beforeAll(async () => {
  cluster = await startPostgresCluster();
});
afterAll(async () => {
  await cluster?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe('apps/server on PostgreSQL (DATABASE_URL)', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('migrates at boot and serves setup, login and status from PostgreSQL', async ({ skip }) => {
    if (!cluster) return skip('PostgreSQL binaries not found');
    server = await startServerProcess({ DATABASE_URL: cluster.url, DATA_DIR: dataDirectory, CONSOLE_DIR: dataDirectory });
    expect(server.output()).toContain('"dialect":"postgres"');
    const setupStatus = (await (await fetch(`${server.url}/api/setup`)).json()) as { data: { database_type: string } };
    expect(setupStatus.data.database_type).toBe('postgres');
    const setup = await fetch(`${server.url}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'pgroot', password: 'pg-password', confirmPassword: 'pg-password' }),
    });
    expect(setup.status).toBe(200);
    const login = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'pgroot', password: 'pg-password' }),
    });
    expect(login.status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});
