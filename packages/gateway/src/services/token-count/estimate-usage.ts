import { countPromptTokens } from './count-prompt-tokens.ts';
import { encodingFor, loadTokenCounter, type CountTokens } from './token-encoding.ts';

/** Characters per token when the tokenizer cannot be loaded. */
const CHARACTERS_PER_TOKEN_FALLBACK = 4;

/** Token counts billed when the upstream reported no usage. */
export interface UsageEstimate {
  promptTokens: number;
  completionTokens: number;
}

/**
 * Policy "no usage from the upstream → estimate with a real tokenizer library", so such a request
 * is still billed close to its real cost: the prompt from the request body, the completion from the text the upstream generated,
 * both with the model family's encoding. Only called when usage is missing, so the normal path
 * never tokenizes (nor loads the tokenizer).
 */
export async function estimateUsage(model: string, body: Record<string, unknown>, generatedText: string): Promise<UsageEstimate> {
  let count: CountTokens;
  try {
    count = await loadTokenCounter(encodingFor(model));
  } catch {
    // The tables failed to load (a broken install): a settlement must still happen, so bill by characters.
    count = (text) => Math.ceil(text.length / CHARACTERS_PER_TOKEN_FALLBACK);
  }
  return { promptTokens: countPromptTokens(body, count), completionTokens: count(generatedText) };
}
