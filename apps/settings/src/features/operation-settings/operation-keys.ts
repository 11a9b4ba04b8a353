/** The option keys of each operation section (SET-011…024). */
export const operationSectionKeys = {
  general: [
    'QuotaPerUnit',
    'RetryTimes',
    'TopUpLink',
    'general_setting.docs_link',
    'StreamCacheQueueLength',
    'DisplayInCurrencyEnabled',
    'DisplayTokenStatEnabled',
    'DefaultCollapseSidebar',
    'DemoSiteEnabled',
    'SelfUseModeEnabled',
  ],
  drawing: ['DrawingEnabled', 'MjNotifyEnabled', 'MjAccountFilterEnabled', 'MjForwardUrlEnabled', 'MjModeClearEnabled', 'MjActionCheckSuccessEnabled'],
  sensitive: ['CheckSensitiveEnabled', 'CheckSensitiveOnPromptEnabled', 'CheckSensitiveOnCompletionEnabled', 'StopOnSensitiveEnabled', 'SensitiveWords'],
  log: ['LogConsumeEnabled', 'LogRetentionDays'],
  dashboard: ['DataExportEnabled', 'DataExportInterval', 'DataExportDefaultTime'],
  monitor: ['ChannelDisableThreshold', 'QuotaRemindThreshold', 'AutomaticDisableChannelEnabled', 'AutomaticEnableChannelEnabled', 'AutomaticDisableKeywords'],
  quota: ['QuotaForNewUser', 'PreConsumedQuota', 'QuotaForInviter', 'QuotaForInvitee'],
} as const satisfies Record<string, readonly string[]>;
