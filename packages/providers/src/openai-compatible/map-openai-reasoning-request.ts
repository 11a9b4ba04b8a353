import type { JsonObject, OpenAIChatMessage } from '../spec/openai-types.ts';

const effortSuffix = /-(high|medium|low)$/;

/** o-series reasoning models (o1, o3, o4-mini …) and gpt-5: they take max_completion_tokens and no temperature. */
export function isOpenAIReasoningModel(model: string): boolean {
  return /^(o\d|gpt-5)/.test(model);
}

/**
 * Rewrites a chat body for OpenAI reasoning models, as new-api's OpenAI adaptor does: a `-high|-medium|-low` model
 * suffix becomes `reasoning_effort`; `max_tokens` moves to `max_completion_tokens`; `temperature` is dropped
 * (they reject it); for o1 and o3 the first `system` message becomes `developer`.
 */
export function mapOpenAIReasoningRequest(body: JsonObject): void {
  const model = typeof body.model === 'string' ? body.model : '';
  if (!isOpenAIReasoningModel(model)) return;
  const effort = effortSuffix.exec(model);
  if (effort !== null) {
    body.model = model.slice(0, effort.index);
    body.reasoning_effort = effort[1];
  }
  if (body.max_tokens !== undefined) {
    if (body.max_completion_tokens === undefined) body.max_completion_tokens = body.max_tokens;
    delete body.max_tokens;
  }
  delete body.temperature;
  if (/^o[13]/.test(String(body.model)) && Array.isArray(body.messages)) {
    const messages = body.messages as OpenAIChatMessage[];
    const index = messages.findIndex((message) => message.role === 'system');
    if (index !== -1) body.messages = messages.map((message, position) => (position === index ? { ...message, role: 'developer' } : message));
  }
}
