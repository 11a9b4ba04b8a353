import { channelTypeByValue, channelTypes } from '../channel-types/index.ts';

/**
 * Models each channel type is known to serve: the editor's model prefill and the catalogue of
 * GET /api/channel/models. A curated list of current model names, not an exhaustive one; admins add
 * anything else as custom model names or fetch the upstream's own list.
 */
const modelsByType: Readonly<Record<number, readonly string[]>> = {
  1: [
    'gpt-4o',
    'gpt-4o-mini',
    'gpt-4.1',
    'gpt-4.1-mini',
    'gpt-4.1-nano',
    'gpt-4-turbo',
    'gpt-4',
    'gpt-3.5-turbo',
    'o1',
    'o1-mini',
    'o3',
    'o3-mini',
    'o4-mini',
    'chatgpt-4o-latest',
    'text-embedding-3-small',
    'text-embedding-3-large',
    'text-embedding-ada-002',
    'dall-e-3',
    'gpt-image-1',
    'whisper-1',
    'tts-1',
    'tts-1-hd',
    'text-moderation-latest',
  ],
  14: ['claude-3-5-haiku-20241022', 'claude-3-5-sonnet-20241022', 'claude-3-7-sonnet-20250219', 'claude-sonnet-4-20250514', 'claude-opus-4-20250514'],
  15: ['ERNIE-4.0-8K', 'ERNIE-3.5-8K', 'ERNIE-Speed-128K', 'ERNIE-Lite-8K'],
  16: ['glm-4', 'glm-4-plus', 'glm-4-air', 'glm-4-flash'],
  17: ['qwen-turbo', 'qwen-plus', 'qwen-max', 'qwen-long', 'text-embedding-v3'],
  18: ['SparkDesk-v3.5', 'SparkDesk-v4.0'],
  23: ['hunyuan-lite', 'hunyuan-standard', 'hunyuan-pro'],
  24: ['gemini-2.0-flash', 'gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-1.5-pro', 'gemini-1.5-flash', 'text-embedding-004'],
  25: ['moonshot-v1-8k', 'moonshot-v1-32k', 'moonshot-v1-128k'],
  26: ['glm-4v', 'glm-4v-plus'],
  27: ['sonar', 'sonar-pro', 'sonar-reasoning'],
  31: ['yi-lightning', 'yi-large'],
  34: ['command-r', 'command-r-plus'],
  35: ['abab6.5s-chat', 'MiniMax-Text-01'],
  42: ['mistral-large-latest', 'mistral-small-latest', 'codestral-latest', 'mistral-embed'],
  43: ['deepseek-chat', 'deepseek-reasoner'],
  48: ['grok-3', 'grok-3-mini', 'grok-4'],
};

/** Types that relay the OpenAI protocol unchanged and so serve OpenAI's model names by default. */
const openAiCompatibleTypes = new Set([3, 4, 8, 20, 40, 47, 53]);

/**
 * The models the editor pre-fills for a type: the type's fixed task actions (Midjourney, Suno) when
 * it has them, else its known models, else OpenAI's for OpenAI-compatible types.
 */
export function modelPrefillForType(type: number): string[] {
  const info = channelTypeByValue(type);
  if (info?.modelPrefill !== undefined) return [...info.modelPrefill];
  const known = modelsByType[type];
  if (known !== undefined) return [...known];
  if (openAiCompatibleTypes.has(type)) return [...(modelsByType[1] ?? [])];
  return [];
}

/** The editor's "fill related models": the OpenAI chat and text models (names starting with gpt- or text-). */
export function relatedModels(models: readonly string[]): string[] {
  return models.filter((model) => model.startsWith('gpt-') || model.startsWith('text-'));
}

/** One model of GET /api/channel/models (an OpenAI model object). */
export interface CatalogueModel {
  id: string;
  object: 'model';
  owned_by: string;
}

/** Every known model once, owned by the first type that lists it (GET /api/channel/models). */
export function buildModelCatalogue(): CatalogueModel[] {
  const catalogue = new Map<string, CatalogueModel>();
  const types = Object.keys(modelsByType).map(Number);
  for (const type of [...types, 2, 5, 36]) {
    const owner = channelTypeByValue(type)?.name ?? 'custom';
    for (const model of modelPrefillForType(type)) {
      if (!catalogue.has(model)) catalogue.set(model, { id: model, object: 'model', owned_by: owner });
    }
  }
  return [...catalogue.values()];
}

/**
 * GET /api/models (API-OPT-004): every channel type, keyed by its number, with the model names it is
 * known to serve (the editor's prefill; [] when none is known). new-api answers the same map, so
 * tools that read it to pick models per type keep working.
 */
export function buildModelsByChannelType(): Record<string, string[]> {
  return Object.fromEntries(channelTypes.map((info) => [String(info.value), modelPrefillForType(info.value)]));
}
