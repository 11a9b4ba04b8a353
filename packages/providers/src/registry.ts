import { channelTypeByValue } from '@gateway/domain';
import type { RelayProvider } from './spec/relay-provider.ts';
import { anthropic } from './anthropic/index.ts';
import { azure } from './azure/index.ts';
import { baiduV2 } from './baidu-v2/index.ts';
import { custom } from './custom/index.ts';
import { deepseek } from './deepseek/index.ts';
import { gemini } from './gemini/index.ts';
import { jina } from './jina/index.ts';
import { mistral } from './mistral/index.ts';
import { moonshot } from './moonshot/index.ts';
import { ollama } from './ollama/index.ts';
import { createOpenAIProvider, openai } from './openai/index.ts';
import { openrouter } from './openrouter/index.ts';
import { perplexity } from './perplexity/index.ts';
import { qwen } from './qwen/index.ts';
import { siliconflow } from './siliconflow/index.ts';
import { volcengine } from './volcengine/index.ts';
import { xai } from './xai/index.ts';
import { zhipu } from './zhipu/index.ts';
import { withResponsesConversion } from './responses-format/with-responses-conversion.ts';

/**
 * Every adaptor with its own folder. This file is the only one that imports them all. Providers with chat
 * but no native Responses API serve it through the chat conversion (ADR 0038).
 */
export const relayProviders: readonly RelayProvider[] = [
  openai,
  azure,
  anthropic,
  gemini,
  deepseek,
  ollama,
  mistral,
  moonshot,
  zhipu,
  qwen,
  siliconflow,
  xai,
  openrouter,
  custom,
  perplexity,
  volcengine,
  baiduV2,
  jina,
].map(withResponsesConversion);

/**
 * Channel types new-api serves with its OpenAI adaptor although they have no adaptor of their own:
 * legacy resellers, 360, FastGPT, 01.AI, MiniMax, Xinference. They get
 * OpenAI's behaviour with their own default base URL from the channel type catalogue.
 */
export const openAIFallbackTypes: readonly number[] = [6, 7, 9, 10, 12, 13, 19, 22, 31, 35, 47];

const providerByType = new Map<number, RelayProvider>();
for (const provider of relayProviders) {
  for (const type of provider.channelTypes) providerByType.set(type, provider);
}
for (const type of openAIFallbackTypes) {
  providerByType.set(type, createOpenAIProvider([type], channelTypeByValue(type)?.defaultBaseUrl ?? ''));
}

/**
 * The adaptor for a channel type, or undefined when the type needs a protocol this package does not speak
 * (Baidu, iFlytek, Bedrock, Midjourney …): the relay then refuses the channel with a clear error rather
 * than sending OpenAI requests to a non-OpenAI API. Lookup is one Map read; providers are built at load.
 */
export function providerForChannelType(type: number): RelayProvider | undefined {
  return providerByType.get(type);
}
