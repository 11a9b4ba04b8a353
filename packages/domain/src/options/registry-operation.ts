import { booleanOption, integerOption, numberOption, stringOption, textOption, listOption, jsonOption } from './option-builders.ts';
import type { OptionDefinition } from './option-definition.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '../quota/quota-units.ts';
import { defaultAutomaticDisableKeywords, defaultChats } from './default-text-values.ts';

/** Operation settings tab and the "other" tab (notice, branding, pages). */
export const operationOptions: readonly OptionDefinition[] = [
  // operation: general
  numberOption('QuotaPerUnit', DEFAULT_QUOTA_PER_UNIT, 'operation', { visibility: 'public', statusField: 'quota_per_unit', min: 1 }),
  integerOption('RetryTimes', 0, 'operation', { min: 0, max: 10 }),
  booleanOption('DisplayInCurrencyEnabled', true, 'operation', { visibility: 'public', statusField: 'display_in_currency' }),
  booleanOption('DisplayTokenStatEnabled', true, 'operation'),
  booleanOption('DefaultCollapseSidebar', false, 'operation', { visibility: 'public', statusField: 'default_collapse_sidebar' }),
  booleanOption('DemoSiteEnabled', false, 'operation', { visibility: 'public', statusField: 'demo_site_enabled' }),
  booleanOption('SelfUseModeEnabled', false, 'operation', { visibility: 'public', statusField: 'self_use_mode_enabled' }),
  stringOption('TopUpLink', '', 'operation', { visibility: 'public', statusField: 'top_up_link', format: 'url' }),
  stringOption('ChatLink', '', 'operation', { visibility: 'public', statusField: 'chat_link', format: 'link' }),
  stringOption('ChatLink2', '', 'operation', { visibility: 'public', statusField: 'chat_link2', format: 'link' }),
  stringOption('general_setting.docs_link', 'https://docs.newapi.pro', 'operation', { visibility: 'public', statusField: 'docs_link', format: 'url' }),
  integerOption('StreamCacheQueueLength', 0, 'operation', { min: 0 }),
  booleanOption('TaskEnabled', true, 'operation', { visibility: 'public', statusField: 'enable_task' }),

  // chat links (SET-014)
  jsonOption('Chats', defaultChats, 'chat', 'array', { visibility: 'public', statusField: 'chats' }),

  // drawing
  booleanOption('DrawingEnabled', true, 'drawing', { visibility: 'public', statusField: 'enable_drawing' }),
  booleanOption('MjNotifyEnabled', false, 'drawing', { visibility: 'public', statusField: 'mj_notify_enabled' }),
  booleanOption('MjAccountFilterEnabled', false, 'drawing'),
  booleanOption('MjModeClearEnabled', false, 'drawing'),
  booleanOption('MjForwardUrlEnabled', true, 'drawing'),
  booleanOption('MjActionCheckSuccessEnabled', true, 'drawing'),

  // sensitive words
  booleanOption('CheckSensitiveEnabled', true, 'sensitive'),
  booleanOption('CheckSensitiveOnPromptEnabled', true, 'sensitive'),
  booleanOption('CheckSensitiveOnCompletionEnabled', false, 'sensitive'),
  booleanOption('StopOnSensitiveEnabled', true, 'sensitive'),
  listOption('SensitiveWords', 'test_sensitive', 'sensitive'),

  // logs
  booleanOption('LogConsumeEnabled', true, 'log'),
  // days of usage logs kept; older rows are deleted by the periodic retention job, 0 keeps them forever (ADR 0042)
  integerOption('LogRetentionDays', 0, 'log', { min: 0, max: 36_500 }),

  // data dashboard (SET-020, SET-021)
  booleanOption('DataExportEnabled', true, 'dashboard', { visibility: 'public', statusField: 'enable_data_export' }),
  integerOption('DataExportInterval', 5, 'dashboard', { min: 1 }),
  stringOption('DataExportDefaultTime', 'hour', 'dashboard', {
    visibility: 'public',
    statusField: 'data_export_default_time',
    choices: ['hour', 'day', 'week'],
  }),

  // monitoring (SET-022, SET-023)
  numberOption('ChannelDisableThreshold', 5, 'monitor', { min: 0 }),
  integerOption('QuotaRemindThreshold', 1000, 'monitor', { min: 0 }),
  booleanOption('AutomaticDisableChannelEnabled', false, 'monitor'),
  booleanOption('AutomaticEnableChannelEnabled', false, 'monitor'),
  listOption('AutomaticDisableKeywords', defaultAutomaticDisableKeywords, 'monitor'),

  // quota (SET-024)
  integerOption('QuotaForNewUser', 0, 'quota', { min: 0 }),
  integerOption('QuotaForInviter', 0, 'quota', { min: 0 }),
  integerOption('QuotaForInvitee', 0, 'quota', { min: 0 }),
  integerOption('PreConsumedQuota', 500, 'quota', { min: 0 }),

  // other settings tab (SET-074): public pages and branding
  textOption('Notice', '', 'other', { visibility: 'public' }),
  stringOption('SystemName', 'New API', 'other', { visibility: 'public', statusField: 'system_name' }),
  stringOption('Logo', '', 'other', { visibility: 'public', statusField: 'logo', format: 'image' }),
  textOption('Footer', '', 'other', { visibility: 'public', statusField: 'footer_html' }),
  textOption('About', '', 'other', { visibility: 'public' }),
  textOption('HomePageContent', '', 'other', { visibility: 'public' }),
];
