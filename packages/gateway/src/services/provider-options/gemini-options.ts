import { z } from 'zod';
import type { GeminiContext } from '@gateway/providers';
import type { OptionStore } from '../option-store.ts';
import { cachedOptions } from './cached-options.ts';

const stringMap = z.record(z.string(), z.string());

/** The Gemini options (gemini.* settings, SET-054/055), parsed once per change. */
export interface GeminiOptions {
  /** Model (or "default") → API version path segment. */
  versions: ReadonlyMap<string, string>;
  /** Category → threshold for every harm category, resolved against the "default" entry. */
  safetySettings: Readonly<Record<string, string>>;
  thinkingAdapterEnabled: boolean;
  thinkingBudgetPercentage: number;
}

export const GEMINI_OPTION_KEYS = [
  'gemini.version_settings',
  'gemini.safety_settings',
  'gemini.thinking_adapter_enabled',
  'gemini.thinking_adapter_budget_tokens_percentage',
] as const;

/** The categories new-api always sends (its SafetySettingList); other configured HARM_CATEGORY_* keys are sent too. */
const HARM_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
  'HARM_CATEGORY_CIVIC_INTEGRITY',
] as const;
const FALLBACK_THRESHOLD = 'OFF';
const FALLBACK_VERSION = 'v1beta';
/** Gemini's largest thinking budget: a computed budget above this is not sent; the cap is sent instead (as new-api does). */
export const MAX_GEMINI_THINKING_BUDGET = 24576;
const THINKING_SUFFIX = '-thinking';
const NO_THINKING_SUFFIX = '-nothinking';

function readGeminiOptions(options: OptionStore): GeminiOptions {
  const versions = stringMap.safeParse(options.getJson('gemini.version_settings'));
  const safety = stringMap.safeParse(options.getJson('gemini.safety_settings'));
  const configured = safety.success ? safety.data : {};
  const fallback = configured.default ?? FALLBACK_THRESHOLD;
  const safetySettings: Record<string, string> = {};
  for (const category of HARM_CATEGORIES) safetySettings[category] = configured[category] ?? fallback;
  for (const [category, threshold] of Object.entries(configured)) {
    if (category.startsWith('HARM_CATEGORY_')) safetySettings[category] = threshold;
  }
  return {
    versions: new Map(Object.entries(versions.success ? versions.data : {})),
    safetySettings,
    thinkingAdapterEnabled: options.getBoolean('gemini.thinking_adapter_enabled'),
    thinkingBudgetPercentage: options.getNumber('gemini.thinking_adapter_budget_tokens_percentage'),
  };
}

/** What the Gemini resolution reads from the request. */
export interface GeminiRequestFacts {
  /** The upstream model after model_mapping, possibly ending in `-thinking` / `-nothinking`. */
  upstreamModel: string;
  maxTokens: number | undefined;
  /** The thinking adapter rewrites converted OpenAI chat only; native generateContent bodies pass through. */
  thinkingAdapter: boolean;
}

/**
 * The GeminiContext for one request and the upstream model to send. With the thinking adapter on (chat
 * only): `-thinking` is stripped and the budget is max_tokens × percentage (none or above 24576 → 24576);
 * `-nothinking` is stripped and the budget is 0. The API version is looked up for the model sent
 * (model entry, else "default", else v1beta); safety settings are the same for every model.
 */
export function resolveGeminiContext(settings: GeminiOptions, facts: GeminiRequestFacts): { model: string; gemini: GeminiContext } {
  let model = facts.upstreamModel;
  let thinkingBudget: number | undefined;
  if (facts.thinkingAdapter && settings.thinkingAdapterEnabled) {
    if (model.endsWith(THINKING_SUFFIX) && model.length > THINKING_SUFFIX.length) {
      model = model.slice(0, -THINKING_SUFFIX.length);
      const budget = Math.trunc((facts.maxTokens ?? 0) * settings.thinkingBudgetPercentage);
      thinkingBudget = budget <= 0 || budget > MAX_GEMINI_THINKING_BUDGET ? MAX_GEMINI_THINKING_BUDGET : budget;
    } else if (model.endsWith(NO_THINKING_SUFFIX) && model.length > NO_THINKING_SUFFIX.length) {
      model = model.slice(0, -NO_THINKING_SUFFIX.length);
      thinkingBudget = 0;
    }
  }
  const gemini: GeminiContext = {
    apiVersion: settings.versions.get(model) ?? settings.versions.get('default') ?? FALLBACK_VERSION,
    safetySettings: settings.safetySettings,
  };
  if (thinkingBudget !== undefined) gemini.thinkingBudget = thinkingBudget;
  return { model, gemini };
}

/** The Gemini options of `options`, re-parsed only when one of them changes. */
export function geminiOptionsOf(options: OptionStore): () => GeminiOptions {
  return cachedOptions(options, GEMINI_OPTION_KEYS, readGeminiOptions);
}
