import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { createSqliteDatabase } from '@gateway/db/sqlite';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createGateway } from '../src/index.ts';
import { createHarness, type Harness } from './support/harness.ts';

const TURNSTILE = 'https://challenges.cloudflare.com';

/** `createGateway(platform).consoleDocumentHeaders()`, what a host puts on console documents. */
describeEachDialect('console document headers from the gateway', (getDb, dialect) => {
  let harness: Harness;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
  });

  it('follow the stored options: Turnstile’s origin only while the check is on', async () => {
    expect((await createGateway(harness.platform).consoleDocumentHeaders())['Content-Security-Policy']).toContain("script-src 'self';");
    await upsertOptions(getDb(), { TurnstileCheckEnabled: 'true', TurnstileSiteKey: 'site-key' });
    const headers = await createGateway(harness.platform).consoleDocumentHeaders();
    expect(headers['Content-Security-Policy']).toContain(`script-src 'self' ${TURNSTILE};`);
    expect(headers).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
  });
});

describe('console document headers without a readable database', () => {
  let broken: ReturnType<typeof createSqliteDatabase>;
  beforeEach(() => {
    // No migrations: reading the options table fails.
    broken = createSqliteDatabase({ filename: ':memory:' });
  });
  afterEach(async () => {
    await broken.close();
  });

  it('still answer the strict default policy instead of failing the document', async () => {
    const harness = createHarness(broken.db, 'sqlite');
    const headers = await createGateway(harness.platform).consoleDocumentHeaders();
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});
