import { booleanOption, integerOption, numberOption, jsonOption } from './option-builders.ts';
import type { OptionDefinition } from './option-definition.ts';
import { defaultCacheRatio, defaultCompletionRatio, defaultModelPrice, defaultModelRatio } from './default-model-ratio.ts';
import {
  defaultClaudeDefaultMaxTokens,
  defaultGeminiImagineModels,
  defaultGeminiSafetySettings,
  defaultGeminiVersionSettings,
  defaultGroupRatio,
  defaultUserUsableGroups,
} from './default-text-values.ts';

/** Pricing, rate-limit and model-related (global, Gemini, Claude) options. */
export const modelOptions: readonly OptionDefinition[] = [
  // pricing (SET-026, SET-027)
  jsonOption('ModelRatio', defaultModelRatio, 'pricing', 'number-map'),
  jsonOption('ModelPrice', defaultModelPrice, 'pricing', 'number-map'),
  jsonOption('CompletionRatio', defaultCompletionRatio, 'pricing', 'number-map'),
  jsonOption('CacheRatio', defaultCacheRatio, 'pricing', 'number-map'),
  jsonOption('GroupRatio', defaultGroupRatio, 'pricing', 'number-map'),
  jsonOption('UserUsableGroups', defaultUserUsableGroups, 'pricing', 'string-map'),

  // model request rate limit (SET-046 … SET-050)
  booleanOption('ModelRequestRateLimitEnabled', false, 'ratelimit'),
  integerOption('ModelRequestRateLimitDurationMinutes', 1, 'ratelimit', { min: 0 }),
  integerOption('ModelRequestRateLimitCount', 0, 'ratelimit', { min: 0 }),
  integerOption('ModelRequestRateLimitSuccessCount', 1000, 'ratelimit', { min: 1 }),

  // global (SET-052, SET-053)
  booleanOption('global.pass_through_request_enabled', false, 'global'),
  booleanOption('general_setting.ping_interval_enabled', false, 'global'),
  integerOption('general_setting.ping_interval_seconds', 60, 'global', { min: 1 }),

  // Gemini (SET-054 … SET-058)
  jsonOption('gemini.safety_settings', defaultGeminiSafetySettings, 'gemini', 'string-map'),
  jsonOption('gemini.version_settings', defaultGeminiVersionSettings, 'gemini', 'string-map'),
  jsonOption('gemini.supported_imagine_models', defaultGeminiImagineModels, 'gemini', 'array'),
  booleanOption('gemini.thinking_adapter_enabled', false, 'gemini'),
  numberOption('gemini.thinking_adapter_budget_tokens_percentage', 0.6, 'gemini', { min: 0.1, max: 1 }),

  // Claude (SET-059, SET-060)
  jsonOption('claude.model_headers_settings', {}, 'claude', 'object'),
  jsonOption('claude.default_max_tokens', defaultClaudeDefaultMaxTokens, 'claude', 'number-map'),
  booleanOption('claude.thinking_adapter_enabled', true, 'claude'),
  numberOption('claude.thinking_adapter_budget_tokens_percentage', 0.8, 'claude', { min: 0.1, max: 1 }),
];
