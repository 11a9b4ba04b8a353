/**
 * Built-in pricing tables (new-api's defaults), restored by POST /api/option/rest_model_ratio.
 * Model ratio 1 = $0.002 per 1K input tokens, i.e. ratio = USD per 1M input tokens ÷ 2.
 */

/** Quota value of one US dollar in ratio units: 1 USD buys 500 ratio-1 thousand-token blocks. */
const USD = 500;
/** Exchange rate new-api uses for models priced in yuan. */
const USD_TO_RMB = 7.3;
/** Ratio units per ¥1 per 1K tokens, for models priced in yuan. */
const RMB = USD / USD_TO_RMB;

function rmb(yuanPerThousandTokens: number): number {
  // Rounded so the stored JSON stays readable; 6 decimals is below one quota unit per million tokens.
  return Math.round(yuanPerThousandTokens * RMB * 1e6) / 1e6;
}

export const defaultModelRatio: Readonly<Record<string, number>> = {
  // OpenAI
  'gpt-4': 15,
  'gpt-4-0613': 15,
  'gpt-4-32k': 30,
  'gpt-4-turbo': 5,
  'gpt-4-turbo-2024-04-09': 5,
  'gpt-4-1106-preview': 5,
  'gpt-4-0125-preview': 5,
  'gpt-4-vision-preview': 5,
  'gpt-4o': 1.25,
  'gpt-4o-2024-05-13': 2.5,
  'gpt-4o-2024-08-06': 1.25,
  'gpt-4o-2024-11-20': 1.25,
  'chatgpt-4o-latest': 2.5,
  'gpt-4o-mini': 0.075,
  'gpt-4o-mini-2024-07-18': 0.075,
  'gpt-4o-audio-preview': 1.25,
  'gpt-4o-realtime-preview': 2.5,
  'gpt-4o-mini-realtime-preview': 0.3,
  'gpt-4.5-preview': 37.5,
  'gpt-4.1': 1,
  'gpt-4.1-mini': 0.2,
  'gpt-4.1-nano': 0.05,
  o1: 7.5,
  'o1-2024-12-17': 7.5,
  'o1-preview': 7.5,
  'o1-mini': 0.55,
  'o3-mini': 0.55,
  'o3-mini-2025-01-31': 0.55,
  'gpt-3.5-turbo': 0.25,
  'gpt-3.5-turbo-0125': 0.25,
  'gpt-3.5-turbo-1106': 0.5,
  'gpt-3.5-turbo-16k': 1.5,
  'gpt-3.5-turbo-instruct': 0.75,
  'gpt-4-gizmo-*': 15,
  'gpt-4o-gizmo-*': 2.5,
  'gpt-4-all': 15,
  'text-embedding-3-small': 0.01,
  'text-embedding-3-large': 0.065,
  'text-embedding-ada-002': 0.05,
  'text-moderation-latest': 0.1,
  'text-moderation-stable': 0.1,
  'whisper-1': 15,
  'tts-1': 7.5,
  'tts-1-hd': 15,
  // Anthropic
  'claude-3-haiku-20240307': 0.125,
  'claude-3-5-haiku-20241022': 0.5,
  'claude-3-sonnet-20240229': 1.5,
  'claude-3-5-sonnet-20240620': 1.5,
  'claude-3-5-sonnet-20241022': 1.5,
  'claude-3-7-sonnet-20250219': 1.5,
  'claude-3-7-sonnet-20250219-thinking': 1.5,
  'claude-3-opus-20240229': 7.5,
  // Google
  'gemini-1.5-pro-latest': 1.25,
  'gemini-1.5-flash-latest': 0.075,
  'gemini-2.0-flash': 0.05,
  'gemini-2.0-flash-lite': 0.0375,
  'gemini-2.5-pro-exp-03-25': 0.625,
  // DeepSeek
  'deepseek-chat': 0.135,
  'deepseek-reasoner': 0.275,
  'deepseek-coder': 0.135,
  // xAI
  'grok-3-beta': 1.5,
  'grok-3-mini-beta': 0.15,
  'grok-2': 1,
  // Mistral, Cohere
  'mistral-large-latest': 1,
  'mistral-small-latest': 0.1,
  'command-r': 0.25,
  'command-r-plus': 1.5,
  // Models priced in yuan (per 1K tokens)
  'ERNIE-4.0-8K': rmb(0.12),
  'ERNIE-3.5-8K': rmb(0.012),
  'ERNIE-Speed-8K': rmb(0.004),
  'glm-4': rmb(0.1),
  'glm-4-plus': rmb(0.05),
  'glm-4v': rmb(0.05),
  'glm-4-flash': rmb(0.0001),
  'qwen-turbo': rmb(0.0003),
  'qwen-plus': rmb(0.0008),
  'qwen-max': rmb(0.0024),
  'moonshot-v1-8k': rmb(0.012),
  'moonshot-v1-32k': rmb(0.024),
  'moonshot-v1-128k': rmb(0.06),
};

/** USD per call; a model listed here is always billed per call (price wins over ratio). */
export const defaultModelPrice: Readonly<Record<string, number>> = {
  suno_music: 0.1,
  suno_lyrics: 0.01,
  'dall-e-3': 0.04,
  'imagen-3.0-generate-002': 0.03,
  'gpt-4-gizmo-*': 0.1,
  mj_imagine: 0.1,
  mj_variation: 0.1,
  mj_reroll: 0.1,
  mj_blend: 0.1,
  mj_modal: 0.1,
  mj_zoom: 0.1,
  mj_shorten: 0.1,
  mj_high_variation: 0.1,
  mj_low_variation: 0.1,
  mj_pan: 0.1,
  mj_inpaint: 0,
  mj_custom_zoom: 0,
  mj_describe: 0.05,
  mj_upscale: 0.05,
  swap_face: 0.05,
  mj_upload: 0.05,
};

/** Output-to-input price ratios the option overrides; most models resolve through the relay's own table. */
export const defaultCompletionRatio: Readonly<Record<string, number>> = {
  'gpt-4-gizmo-*': 2,
  'gpt-4o-gizmo-*': 3,
  'gpt-4-all': 2,
};

/** Price multiplier of cached prompt tokens. */
export const defaultCacheRatio: Readonly<Record<string, number>> = {
  'gpt-4': 0.5,
  o1: 0.5,
  'o1-2024-12-17': 0.5,
  'o1-preview': 0.5,
  'o1-preview-2024-09-12': 0.5,
  'o1-mini': 0.5,
  'o1-mini-2024-09-12': 0.5,
  'o3-mini': 0.5,
  'o3-mini-2025-01-31': 0.5,
  'gpt-4o': 0.5,
  'gpt-4o-2024-11-20': 0.5,
  'gpt-4o-2024-08-06': 0.5,
  'gpt-4o-mini': 0.5,
  'gpt-4o-mini-2024-07-18': 0.5,
  'gpt-4o-realtime-preview': 0.5,
  'gpt-4o-mini-realtime-preview': 0.5,
  'gpt-4.5-preview': 0.5,
  'gpt-4.5-preview-2025-02-27': 0.5,
  'deepseek-chat': 0.25,
  'deepseek-reasoner': 0.25,
  'deepseek-coder': 0.25,
  'claude-3-sonnet-20240229': 0.1,
  'claude-3-opus-20240229': 0.1,
  'claude-3-haiku-20240307': 0.1,
  'claude-3-5-haiku-20241022': 0.1,
  'claude-3-5-sonnet-20240620': 0.1,
  'claude-3-5-sonnet-20241022': 0.1,
  'claude-3-7-sonnet-20250219': 0.1,
  'claude-3-7-sonnet-20250219-thinking': 0.1,
};
