/** The option keys of each section of the Models tab (SET-051…060). */
export const modelSectionKeys = {
  global: ['global.pass_through_request_enabled', 'general_setting.ping_interval_enabled', 'general_setting.ping_interval_seconds'],
  gemini: [
    'gemini.safety_settings',
    'gemini.version_settings',
    'gemini.supported_imagine_models',
    'gemini.thinking_adapter_enabled',
    'gemini.thinking_adapter_budget_tokens_percentage',
  ],
  claude: ['claude.model_headers_settings', 'claude.default_max_tokens', 'claude.thinking_adapter_enabled', 'claude.thinking_adapter_budget_tokens_percentage'],
} as const satisfies Record<string, readonly string[]>;
