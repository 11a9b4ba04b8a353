import type { RelayProvider } from '../spec/relay-provider.ts';
import { defineOpenAICompatibleProvider } from '../openai-compatible/define-openai-compatible-provider.ts';
import { textPaths } from '../openai-compatible/openai-compatible-paths.ts';

/**
 * Ollama (type 4) through its OpenAI-compatible `/v1` API; the key is optional (no Authorization header
 * when empty) and Ollama ignores penalties it does not implement.
 * https://github.com/ollama/ollama/blob/main/docs/openai.md
 */
export const ollama: RelayProvider = defineOpenAICompatibleProvider({
  id: 'ollama',
  channelTypes: [4],
  defaultBaseUrl: 'http://localhost:11434',
  paths: textPaths,
  params: { excluded: ['logit_bias', 'logprobs', 'top_logprobs', 'n'] },
});
