import { describe, expect, it } from 'vitest';
import { isSecretOption, optionDefaults, optionDefinition, optionRegistry, optionSectionOf, publicStatusOptions } from './option-registry.ts';
import { validateOptionValue } from './validate-option-value.ts';

/** Keys new-api has and the settings pages edit. */
const requiredKeys = [
  'FileUploadPermission',
  'FileDownloadPermission',
  'ImageUploadPermission',
  'ImageDownloadPermission',
  'PasswordLoginEnabled',
  'PasswordRegisterEnabled',
  'RegisterEnabled',
  'EmailVerificationEnabled',
  'EmailDomainRestrictionEnabled',
  'EmailAliasRestrictionEnabled',
  'EmailDomainWhitelist',
  'GitHubOAuthEnabled',
  'LinuxDOOAuthEnabled',
  'TelegramOAuthEnabled',
  'WeChatAuthEnabled',
  'TurnstileCheckEnabled',
  'GitHubClientId',
  'GitHubClientSecret',
  'LinuxDOClientId',
  'LinuxDOClientSecret',
  'TelegramBotToken',
  'TelegramBotName',
  'WeChatServerAddress',
  'WeChatServerToken',
  'WeChatAccountQRCodeImageURL',
  'TurnstileSiteKey',
  'TurnstileSecretKey',
  'SMTPServer',
  'SMTPFrom',
  'SMTPAccount',
  'SMTPToken',
  'SMTPPort',
  'SMTPSSLEnabled',
  'Notice',
  'About',
  'HomePageContent',
  'Footer',
  'Logo',
  'SystemName',
  'ServerAddress',
  'WorkerUrl',
  'WorkerValidKey',
  'PayAddress',
  'CustomCallbackAddress',
  'EpayId',
  'EpayKey',
  'Price',
  'MinTopUp',
  'TopupGroupRatio',
  'Chats',
  'TopUpLink',
  'QuotaForNewUser',
  'QuotaForInviter',
  'QuotaForInvitee',
  'QuotaRemindThreshold',
  'PreConsumedQuota',
  'QuotaPerUnit',
  'DisplayInCurrencyEnabled',
  'DisplayTokenStatEnabled',
  'DrawingEnabled',
  'TaskEnabled',
  'DataExportEnabled',
  'DataExportInterval',
  'DataExportDefaultTime',
  'DefaultCollapseSidebar',
  'LogConsumeEnabled',
  'RetryTimes',
  'ChannelDisableThreshold',
  'AutomaticDisableChannelEnabled',
  'AutomaticEnableChannelEnabled',
  'AutomaticDisableKeywords',
  'ModelRequestRateLimitEnabled',
  'ModelRequestRateLimitDurationMinutes',
  'ModelRequestRateLimitCount',
  'ModelRequestRateLimitSuccessCount',
  'ModelRatio',
  'ModelPrice',
  'CompletionRatio',
  'CacheRatio',
  'GroupRatio',
  'UserUsableGroups',
  'MjNotifyEnabled',
  'MjAccountFilterEnabled',
  'MjModeClearEnabled',
  'MjForwardUrlEnabled',
  'MjActionCheckSuccessEnabled',
  'CheckSensitiveEnabled',
  'CheckSensitiveOnPromptEnabled',
  'CheckSensitiveOnCompletionEnabled',
  'StopOnSensitiveEnabled',
  'SensitiveWords',
  'StreamCacheQueueLength',
  'DemoSiteEnabled',
  'SelfUseModeEnabled',
  'gemini.safety_settings',
  'gemini.version_settings',
  'gemini.supported_imagine_models',
  'gemini.thinking_adapter_enabled',
  'gemini.thinking_adapter_budget_tokens_percentage',
  'claude.model_headers_settings',
  'claude.default_max_tokens',
  'claude.thinking_adapter_enabled',
  'claude.thinking_adapter_budget_tokens_percentage',
  'global.pass_through_request_enabled',
  'general_setting.ping_interval_enabled',
  'general_setting.ping_interval_seconds',
  'general_setting.docs_link',
  'oidc.enabled',
  'oidc.client_id',
  'oidc.client_secret',
  'oidc.well_known',
  'oidc.authorization_endpoint',
  'oidc.token_endpoint',
  'oidc.user_info_endpoint',
  'AdminOnlyLoginEnabled',
];

describe('option registry', () => {
  it('every key is unique', () => {
    const keys = optionRegistry.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every key new-api has and the settings pages edit', () => {
    const missing = requiredKeys.filter((key) => optionDefinition(key) === undefined);
    expect(missing).toEqual([]);
  });

  it('every default passes its own validation unchanged', () => {
    for (const [key, value] of Object.entries(optionDefaults())) {
      expect(validateOptionValue(key, value), key).toEqual({ ok: true, value });
    }
  });

  it('SET-007 keys ending in Enabled/enabled are booleans (DefaultCollapseSidebar is the one other switch)', () => {
    for (const definition of optionRegistry) {
      if (/[Ee]nabled$/.test(definition.key)) expect(definition.type, definition.key).toBe('boolean');
    }
    const otherSwitches = optionRegistry.filter((definition) => definition.type === 'boolean' && !/[Ee]nabled$/.test(definition.key));
    expect(otherSwitches.map((definition) => definition.key)).toEqual(['DefaultCollapseSidebar']);
  });

  it('spot-checks defaults new-api ships with', () => {
    const defaults = optionDefaults();
    expect(defaults).toMatchObject({
      QuotaPerUnit: '500000',
      PreConsumedQuota: '500',
      DataExportInterval: '5',
      DataExportDefaultTime: 'hour',
      RetryTimes: '0',
      ModelRequestRateLimitSuccessCount: '1000',
      ModelRequestRateLimitDurationMinutes: '1',
      ModelRequestRateLimitCount: '0',
      'gemini.thinking_adapter_budget_tokens_percentage': '0.6',
      'claude.thinking_adapter_budget_tokens_percentage': '0.8',
      'claude.thinking_adapter_enabled': 'true',
      'general_setting.ping_interval_seconds': '60',
      'general_setting.docs_link': 'https://docs.newapi.pro',
      SystemName: 'New API',
      Price: '7.3',
      MinTopUp: '1',
      SMTPPort: '587',
      QuotaRemindThreshold: '1000',
      ChannelDisableThreshold: '5',
      PasswordLoginEnabled: 'true',
      RegisterEnabled: 'true',
      DisplayInCurrencyEnabled: 'true',
      MjForwardUrlEnabled: 'true',
      AdminOnlyLoginEnabled: 'false',
      SensitiveWords: 'test_sensitive',
    });
    expect(JSON.parse(defaults['GroupRatio'] ?? '')).toEqual({ default: 1, vip: 1, svip: 1 });
    expect(JSON.parse(defaults['TopupGroupRatio'] ?? '')).toEqual({ default: 1, vip: 1, svip: 1 });
    expect(JSON.parse(defaults['CompletionRatio'] ?? '')).toEqual({ 'gpt-4-gizmo-*': 2, 'gpt-4o-gizmo-*': 3, 'gpt-4-all': 2 });
    expect(JSON.parse(defaults['claude.default_max_tokens'] ?? '')).toEqual({ default: 8192 });
    expect(JSON.parse(defaults['gemini.safety_settings'] ?? '')).toMatchObject({ default: 'OFF' });
    expect(JSON.parse(defaults['gemini.version_settings'] ?? '')).toMatchObject({ default: 'v1beta' });
    expect(defaults['EmailDomainWhitelist']?.split(',')).toContain('gmail.com');
    expect(defaults['AutomaticDisableKeywords']?.split('\n')).toHaveLength(7);
  });

  it('ratio tables keep the example entries new-api ships', () => {
    const ratio = JSON.parse(optionDefaults()['ModelRatio'] ?? '') as Record<string, number>;
    expect(ratio).toMatchObject({
      'gpt-4': 15,
      'gpt-4-turbo': 5,
      'gpt-4o': 1.25,
      'gpt-4o-mini': 0.075,
      'gpt-3.5-turbo': 0.25,
      o1: 7.5,
      'o3-mini': 0.55,
      'claude-3-5-sonnet-20241022': 1.5,
      'claude-3-7-sonnet-20250219': 1.5,
      'gemini-1.5-pro-latest': 1.25,
      'gemini-2.0-flash': 0.05,
      'text-embedding-3-small': 0.01,
      'whisper-1': 15,
      'tts-1': 7.5,
      'deepseek-chat': 0.135,
      'grok-3-beta': 1.5,
      'gpt-4-gizmo-*': 15,
    });
    expect(ratio['ERNIE-4.0-8K']).toBeCloseTo((0.12 * 500) / 7.3, 5);
    expect(ratio['glm-4-plus']).toBeCloseTo((0.05 * 500) / 7.3, 5);
    expect(Object.keys(ratio).length).toBeGreaterThanOrEqual(40);

    const price = JSON.parse(optionDefaults()['ModelPrice'] ?? '') as Record<string, number>;
    expect(Object.keys(price)).toHaveLength(21);
    expect(price).toMatchObject({ suno_music: 0.1, suno_lyrics: 0.01, 'dall-e-3': 0.04, mj_imagine: 0.1, mj_inpaint: 0, mj_describe: 0.05, swap_face: 0.05 });

    const cache = JSON.parse(optionDefaults()['CacheRatio'] ?? '') as Record<string, number>;
    expect(cache).toMatchObject({ 'gpt-4o': 0.5, 'deepseek-chat': 0.25, 'claude-3-7-sonnet-20250219': 0.1 });
  });

  it('SET-014 Chats default has five links with {key} and {address} placeholders', () => {
    const chats = JSON.parse(optionDefaults()['Chats'] ?? '') as Record<string, string>[];
    expect(chats).toHaveLength(5);
    for (const chat of chats) {
      const link = Object.values(chat)[0] ?? '';
      expect(link).toContain('{key}');
      expect(link).toContain('{address}');
    }
  });

  it('secrets are never public and never feed the status payload', () => {
    const secrets = [
      'oidc.client_secret',
      'SMTPToken',
      'EpayKey',
      'WorkerValidKey',
      'TurnstileSecretKey',
      'GitHubClientSecret',
      'LinuxDOClientSecret',
      'WeChatServerToken',
      'TelegramBotToken',
    ];
    for (const key of secrets) expect(isSecretOption(key), key).toBe(true);
    for (const definition of optionRegistry) {
      if (/(Token|Secret)$/.test(definition.key) || (/Key$/.test(definition.key) && definition.key !== 'TurnstileSiteKey')) {
        expect(definition.visibility, definition.key).toBe('secret');
      }
      if (definition.visibility === 'secret') expect(definition.statusField, definition.key).toBeUndefined();
    }
    expect(publicStatusOptions.every((definition) => definition.visibility === 'public')).toBe(true);
    expect(isSecretOption('SomeLegacyApiKey')).toBe(true);
    expect(isSecretOption('SystemName')).toBe(false);
  });

  it('status fields are unique and include the login switches', () => {
    const fields = publicStatusOptions.map((definition) => definition.statusField);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toEqual(expect.arrayContaining(['system_name', 'quota_per_unit', 'turnstile_site_key', 'admin_only_login', 'chats', 'docs_link']));
  });

  it('sections', () => {
    expect(optionSectionOf('AdminOnlyLoginEnabled')).toBe('login');
    expect(optionSectionOf('oidc.well_known')).toBe('oidc');
    expect(optionSectionOf('ModelRequestRateLimitCount')).toBe('ratelimit');
    expect(optionSectionOf('nope')).toBeUndefined();
  });
});
