import { z } from 'zod';
import type { AnthropicContext } from '@gateway/providers';
import type { OptionStore } from '../option-store.ts';
import { cachedOptions } from './cached-options.ts';

/** claude.model_headers_settings: model → header → value or values (new-api writes `[values]`). */
const modelHeadersSetting = z.record(z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())])));
/** claude.default_max_tokens: model (or "default") → max_tokens. */
const defaultMaxTokensSetting = z.record(z.string(), z.number().int().positive());

/** The Claude options (claude.* settings, SET-059/060), parsed once per change. */
export interface ClaudeOptions {
  /** Model → extra upstream headers, names lower-cased, several values joined with ", ". */
  modelHeaders: ReadonlyMap<string, Readonly<Record<string, string>>>;
  defaultMaxTokens: ReadonlyMap<string, number>;
  thinkingAdapterEnabled: boolean;
  thinkingBudgetPercentage: number;
}

export const CLAUDE_OPTION_KEYS = [
  'claude.model_headers_settings',
  'claude.default_max_tokens',
  'claude.thinking_adapter_enabled',
  'claude.thinking_adapter_budget_tokens_percentage',
] as const;

/** The model-name suffix that asks the thinking adapter for extended thinking. */
export const THINKING_SUFFIX = '-thinking';
/** new-api raises max_tokens to this before taking the budget share, so the budget can reach Anthropic's 1024 minimum. */
const MIN_THINKING_MAX_TOKENS = 1280;

function readClaudeOptions(options: OptionStore): ClaudeOptions {
  const headers = modelHeadersSetting.safeParse(options.getJson('claude.model_headers_settings'));
  const modelHeaders = new Map<string, Record<string, string>>();
  for (const [model, entries] of Object.entries(headers.success ? headers.data : {})) {
    const normalized: Record<string, string> = {};
    for (const [name, value] of Object.entries(entries)) normalized[name.toLowerCase()] = typeof value === 'string' ? value : value.join(', ');
    modelHeaders.set(model, normalized);
  }
  const maxTokens = defaultMaxTokensSetting.safeParse(options.getJson('claude.default_max_tokens'));
  return {
    modelHeaders,
    defaultMaxTokens: new Map(Object.entries(maxTokens.success ? maxTokens.data : {})),
    thinkingAdapterEnabled: options.getBoolean('claude.thinking_adapter_enabled'),
    thinkingBudgetPercentage: options.getNumber('claude.thinking_adapter_budget_tokens_percentage'),
  };
}

/** Comma-separated header values (anthropic-beta flags), the client's first, without repeats. */
function mergeList(client: string, configured: string): string {
  const values = new Set([...client.split(','), ...configured.split(',')].map((value) => value.trim()).filter((value) => value !== ''));
  return [...values].join(',');
}

/** What the Claude resolution reads from the request. */
export interface ClaudeRequestFacts {
  /** The model the client asked for (model_headers_settings is keyed by it, as in new-api). */
  requestedModel: string;
  /** The upstream model after model_mapping, possibly ending in `-thinking`. */
  upstreamModel: string;
  maxTokens: number | undefined;
  clientHeader?: (name: string) => string | undefined;
}

/**
 * The AnthropicContext for one request and the upstream model to send: the client's anthropic-version
 * and anthropic-beta headers, the per-model extra headers (a configured anthropic-beta is merged with the
 * client's), the default max_tokens (model, else "default"), and — with the thinking adapter on and a
 * `-thinking` model — the suffix stripped and a budget of max_tokens × percentage.
 */
export function resolveClaudeContext(settings: ClaudeOptions, facts: ClaudeRequestFacts): { model: string; anthropic: AnthropicContext } {
  const anthropic: AnthropicContext = {};
  const version = facts.clientHeader?.('anthropic-version');
  if (version) anthropic.version = version;
  const beta = facts.clientHeader?.('anthropic-beta');
  if (beta) anthropic.beta = beta;
  const headers = settings.modelHeaders.get(facts.requestedModel) ?? settings.modelHeaders.get(facts.upstreamModel);
  if (headers !== undefined) {
    const configuredBeta = headers['anthropic-beta'];
    anthropic.headers = beta && configuredBeta !== undefined ? { ...headers, 'anthropic-beta': mergeList(beta, configuredBeta) } : headers;
  }
  const defaultMaxTokens = settings.defaultMaxTokens.get(facts.upstreamModel) ?? settings.defaultMaxTokens.get('default');
  if (defaultMaxTokens !== undefined) anthropic.defaultMaxTokens = defaultMaxTokens;
  let model = facts.upstreamModel;
  if (settings.thinkingAdapterEnabled && model.endsWith(THINKING_SUFFIX) && model.length > THINKING_SUFFIX.length) {
    model = model.slice(0, -THINKING_SUFFIX.length);
    const maxTokens = Math.max(facts.maxTokens ?? defaultMaxTokens ?? MIN_THINKING_MAX_TOKENS, MIN_THINKING_MAX_TOKENS);
    anthropic.thinkingBudget = Math.trunc(maxTokens * settings.thinkingBudgetPercentage);
  }
  return { model, anthropic };
}

/** The Claude options of `options`, re-parsed only when one of them changes. */
export function claudeOptionsOf(options: OptionStore): () => ClaudeOptions {
  return cachedOptions(options, CLAUDE_OPTION_KEYS, readClaudeOptions);
}
