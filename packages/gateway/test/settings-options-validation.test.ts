/**
 * PUT /api/option/ rules of the settings tabs' operation, rate-limit and models options:
 * every range, choice and JSON shape is enforced by the server (the domain option registry), so a
 * form can never store what the relay cannot read. A refused value is a 400 and writes nothing.
 */
import { beforeEach, expect, it } from 'vitest';
import { insertLogs, loadAllOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { LogType } from '@gateway/domain';
import { createHarness, envelopeOf, setUpRoot, type Harness, type Session } from './support/harness.ts';

type Case = [id: string, key: string, value: string, message: RegExp];

const refused: Case[] = [
  ['SET-012', 'QuotaPerUnit', '0', /QuotaPerUnit must be at least 1/],
  ['SET-012', 'RetryTimes', '11', /RetryTimes must be at most 10/],
  ['SET-012', 'RetryTimes', '1.5', /RetryTimes must be an integer/],
  ['SET-007', 'DisplayInCurrencyEnabled', 'on', /DisplayInCurrencyEnabled must be true or false/],
  ['SET-013', 'TopUpLink', 'javascript:alert(1)', /TopUpLink must be an http:\/\/ or https:\/\/ URL/],
  ['SET-013', 'general_setting.docs_link', 'docs.example.com', /general_setting.docs_link must be an http/],
  ['SET-014', 'ChatLink', 'javascript:alert(document.cookie)', /^ChatLink must not be a javascript:, data:, vbscript: or file: address$/],
  ['SET-014', 'ChatLink2', ' JavaScript:alert(1)', /^ChatLink2 must not be a javascript:/],
  ['SET-014', 'ChatLink2', 'data:text/html,<script>alert(1)</script>', /^ChatLink2 must not be a javascript:/],
  ['SET-014', 'ChatLink', 'vbscript:msgbox(1)', /^ChatLink must not be a javascript:/],
  ['SET-013', 'StreamCacheQueueLength', '-1', /StreamCacheQueueLength must be at least 0/],
  ['SET-015', 'MjNotifyEnabled', '1', /MjNotifyEnabled must be true or false/],
  ['SET-016', 'CheckSensitiveOnCompletionEnabled', 'yes', /must be true or false/],
  ['SET-020', 'DataExportInterval', '0', /DataExportInterval must be at least 1/],
  ['SET-021', 'DataExportDefaultTime', 'month', /DataExportDefaultTime must be one of hour, day, week/],
  ['SET-023', 'ChannelDisableThreshold', '-0.5', /ChannelDisableThreshold must be at least 0/],
  ['SET-023', 'QuotaRemindThreshold', '-1', /QuotaRemindThreshold must be at least 0/],
  ['SET-024', 'QuotaForNewUser', '-1', /QuotaForNewUser must be at least 0/],
  ['SET-024', 'PreConsumedQuota', '-1', /PreConsumedQuota must be at least 0/],
  ['SET-024', 'QuotaForInviter', '-1', /QuotaForInviter must be at least 0/],
  ['SET-024', 'QuotaForInvitee', 'ten', /QuotaForInvitee must be an integer/],
  ['SET-047', 'ModelRequestRateLimitDurationMinutes', '-1', /ModelRequestRateLimitDurationMinutes must be at least 0/],
  ['SET-048', 'ModelRequestRateLimitCount', '-1', /ModelRequestRateLimitCount must be at least 0/],
  ['SET-050', 'ModelRequestRateLimitSuccessCount', '0', /ModelRequestRateLimitSuccessCount must be at least 1/],
  ['SET-053', 'general_setting.ping_interval_seconds', '0', /general_setting.ping_interval_seconds must be at least 1/],
  ['SET-055', 'gemini.thinking_adapter_budget_tokens_percentage', '0.09', /must be at least 0.1/],
  ['SET-055', 'gemini.thinking_adapter_budget_tokens_percentage', '1.5', /must be at most 1/],
  ['SET-060', 'claude.thinking_adapter_budget_tokens_percentage', '0', /must be at least 0.1/],
  ['SET-060', 'claude.thinking_adapter_budget_tokens_percentage', 'high', /must be a number/],
  ['SET-009', 'gemini.safety_settings', '{"default": "OFF"', /gemini.safety_settings is not a valid JSON string/],
  ['SET-057', 'gemini.safety_settings', '{"default": "STRICT"}', /"default" must be "default" or a HARM_CATEGORY_/],
  ['SET-058', 'gemini.version_settings', '{"default": "../v1"}', /the API version of "default" must look like v1 or v1beta/],
  ['SET-054', 'gemini.supported_imagine_models', '["gemini-2.0-flash-exp", 3]', /gemini.supported_imagine_models must be a JSON array/],
  ['SET-059', 'claude.model_headers_settings', '{"claude-3": {"x-flag": "a\\r\\nx-injected: 1"}}', /headers of "claude-3" must map header names/],
  ['SET-059', 'claude.default_max_tokens', '{"default": 0}', /"default" must be a whole number of at least 1/],
  ['SET-059', 'claude.thinking_adapter_enabled', 'TRUE', /must be true or false/],
];

const accepted: [id: string, key: string, value: string, stored: string][] = [
  ['SET-012', 'QuotaPerUnit', '1000000', '1000000'],
  ['SET-012', 'RetryTimes', ' 3 ', '3'],
  ['SET-013', 'TopUpLink', 'https://shop.example.com/top-up', 'https://shop.example.com/top-up'],
  ['SET-014', 'ChatLink', 'https://app.nextchat.dev', 'https://app.nextchat.dev'],
  ['SET-014', 'ChatLink2', '', ''],
  ['SET-016', 'SensitiveWords', 'alpha\nbeta', 'alpha\nbeta'],
  ['SET-020', 'DataExportInterval', '1', '1'],
  ['SET-021', 'DataExportDefaultTime', 'week', 'week'],
  ['SET-022', 'AutomaticDisableKeywords', 'quota exceeded\naccount deactivated', 'quota exceeded\naccount deactivated'],
  ['SET-023', 'ChannelDisableThreshold', '0', '0'],
  ['SET-024', 'QuotaForNewUser', '0', '0'],
  ['SET-047', 'ModelRequestRateLimitDurationMinutes', '0', '0'],
  ['SET-048', 'ModelRequestRateLimitCount', '0', '0'],
  ['SET-050', 'ModelRequestRateLimitSuccessCount', '1', '1'],
  ['SET-053', 'general_setting.ping_interval_seconds', '1', '1'],
  ['SET-055', 'gemini.thinking_adapter_budget_tokens_percentage', '0.1', '0.1'],
  ['SET-060', 'claude.thinking_adapter_budget_tokens_percentage', '1', '1'],
  [
    'SET-057',
    'gemini.safety_settings',
    '{\n  "default": "BLOCK_NONE",\n  "HARM_CATEGORY_HATE_SPEECH": "OFF"\n}',
    '{\n  "default": "BLOCK_NONE",\n  "HARM_CATEGORY_HATE_SPEECH": "OFF"\n}',
  ],
  [
    'SET-059',
    'claude.model_headers_settings',
    '{"claude-3-7-sonnet": {"anthropic-beta": ["output-128k-2025-02-19"]}}',
    '{"claude-3-7-sonnet": {"anthropic-beta": ["output-128k-2025-02-19"]}}',
  ],
];

describeEachDialect('settings options: operation, rate limit and models (PUT /api/option/)', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
  });

  const put = (key: string, value: string) => harness.request('/api/option/', { method: 'PUT', session: root, body: { key, value } });
  const listed = async () => {
    const entries = (await envelopeOf<{ key: string; value: string }[]>(await harness.request('/api/option/', { session: root }))).data!;
    return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
  };

  it.each(refused)('%s: %s = %j is refused with 400 and nothing is written', async (_id, key, value, message) => {
    const before = await loadAllOptions(getDb());
    const response = await put(key, value);
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(message);
    expect(await loadAllOptions(getDb())).toEqual(before);
  });

  it.each(accepted)('%s: %s = %j is stored as %j and listed by GET /api/option/', async (_id, key, value, stored) => {
    const response = await put(key, value);
    expect(response.status).toBe(200);
    expect((await loadAllOptions(getDb()))[key]).toBe(stored);
    expect((await listed())[key]).toBe(stored);
  });

  it('SET-020 / SET-047 / SET-049 / SET-050 / SET-053 / SET-055 / SET-059 / SET-060: GET /api/option/ lists the defaults of a fresh database', async () => {
    expect(await listed()).toMatchObject({
      DataExportEnabled: 'true',
      DataExportInterval: '5',
      DataExportDefaultTime: 'hour',
      ModelRequestRateLimitEnabled: 'false',
      ModelRequestRateLimitDurationMinutes: '1',
      ModelRequestRateLimitCount: '0',
      ModelRequestRateLimitSuccessCount: '1000',
      'general_setting.ping_interval_enabled': 'false',
      'general_setting.ping_interval_seconds': '60',
      'gemini.thinking_adapter_budget_tokens_percentage': '0.6',
      'claude.thinking_adapter_enabled': 'true',
      'claude.thinking_adapter_budget_tokens_percentage': '0.8',
      QuotaPerUnit: '500000',
    });
  });

  it('SET-019: DELETE /api/log/?target_timestamp= removes the older entries and answers how many', async () => {
    await getDb().deleteFrom('logs').execute();
    const entry = (created_at: number) => ({ user_id: root.userId, username: 'root', created_at, type: LogType.System, content: 'x' });
    await insertLogs(getDb(), [entry(1_000), entry(2_000), entry(3_000)]);
    const response = await harness.request('/api/log/?target_timestamp=2500', { method: 'DELETE', session: root });
    expect(await envelopeOf(response)).toMatchObject({ success: true, data: 2 });
    expect((await getDb().selectFrom('logs').select('created_at').execute()).map((row) => Number(row.created_at))).toEqual([3_000]);
  });
});
