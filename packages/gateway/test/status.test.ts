import { beforeEach, expect, it } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, createTestDatabase, describeEachDialect } from '@gateway/db/testing';
import { messages, publicStatusOptions, statusPayloadSchema } from '@gateway/domain';
import { REQUEST_ID_HEADER } from '../src/index.ts';
import { createHarness, envelopeOf, setUp, type Harness } from './support/harness.ts';

describeEachDialect('GET /api/status and public texts', (getDb, dialect) => {
  let harness: Harness;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
  });

  it('API-SYS-003 / COM-047 / COM-048: answers every status field with its default type', async () => {
    const response = await harness.request('/api/status');
    expect(response.status).toBe(200);
    const body = await envelopeOf<Record<string, unknown>>(response);
    expect(body.success).toBe(true);
    // strict(): no field beyond the schema, and every schema field present with the right type.
    const status = statusPayloadSchema.strict().parse(body.data);
    expect(status).toMatchObject({
      version: 'v-test',
      start_time: 1_800_000_000,
      setup: false,
      system_name: 'New API',
      quota_per_unit: 500000,
      display_in_currency: true,
      enable_online_topup: false,
      password_login_enabled: true,
    });
    expect(Array.isArray(status.chats)).toBe(true);
  });

  it('reflects stored options, the setup state and the online top-up rule', async () => {
    await upsertOptions(getDb(), {
      SystemName: 'My Gateway',
      QuotaPerUnit: '1000',
      TurnstileCheckEnabled: 'true',
      TurnstileSiteKey: 'site-key-123',
      PayAddress: 'https://pay.example.com',
      EpayId: '1001',
    });
    harness = createHarness(getDb(), dialect);
    let status = statusPayloadSchema.parse((await envelopeOf(await harness.request('/api/status'))).data);
    expect(status).toMatchObject({ system_name: 'My Gateway', quota_per_unit: 1000, turnstile_check: true, turnstile_site_key: 'site-key-123' });
    expect(status.enable_online_topup).toBe(false);

    await upsertOptions(getDb(), { EpayKey: 'epay-secret-key' });
    harness = createHarness(getDb(), dialect);
    await setUp(harness);
    status = statusPayloadSchema.parse((await envelopeOf(await harness.request('/api/status'))).data);
    expect(status.enable_online_topup).toBe(true);
    expect(status.setup).toBe(true);
  });

  it('never leaks a secret option value', async () => {
    const secrets = {
      TurnstileSecretKey: 'secret-turnstile-value',
      EpayKey: 'secret-epay-value',
      SMTPToken: 'secret-smtp-value',
      GitHubClientSecret: 'secret-github-value',
      'oidc.client_secret': 'secret-oidc-value',
      WorkerValidKey: 'secret-worker-value',
    };
    await upsertOptions(getDb(), secrets);
    harness = createHarness(getDb(), dialect);
    const text = await (await harness.request('/api/status')).text();
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    for (const definition of publicStatusOptions) expect(definition.visibility).not.toBe('secret');
  });

  it.each([
    ['/api/notice', 'Notice'],
    ['/api/about', 'About'],
    ['/api/home_page_content', 'HomePageContent'],
  ])('%s answers the %s option text', async (path, key) => {
    expect(await envelopeOf(await harness.request(path))).toEqual({ success: true, message: '', data: '' });
    await upsertOptions(getDb(), { [key]: `# ${key} text` });
    harness = createHarness(getDb(), dialect);
    expect((await envelopeOf(await harness.request(path))).data).toBe(`# ${key} text`);
  });

  it('answers an envelope 404 for unknown /api paths, with the request id', async () => {
    for (const path of ['/api/does-not-exist', '/api', '/api/user/self/extra']) {
      const response = await harness.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: messages.notFound });
      expect(response.headers.get(REQUEST_ID_HEADER)).toMatch(/^\d{14}[A-Za-z0-9]{8}$/);
    }
  });

  it('answers an OpenAI-style 404 for unknown /v1 paths', async () => {
    const response = await harness.request('/v1/nothing-here', { method: 'POST', body: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: 'Invalid URL (POST /v1/nothing-here)', type: 'invalid_request_error', param: null, code: null },
    });
  });

  it('leaves other paths to the host with a plain 404', async () => {
    const response = await harness.request('/some/console/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const response = await harness.request('/api/user/login', { body: 'x'.repeat(3 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect((await envelopeOf(response)).success).toBe(false);
    expect(harness.loggedErrors).toEqual([]);
  });

  it('GET /healthz: 200 while the database answers, 503 once it cannot be reached', async () => {
    const up = await harness.request('/healthz');
    expect(up.status).toBe(200);
    expect(up.headers.get('cache-control')).toBe('no-store');
    const lost = await createTestDatabase('sqlite');
    const orphan = createHarness(lost.db, 'sqlite');
    await lost.close();
    const down = await orphan.request('/healthz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable' });
  });
});
