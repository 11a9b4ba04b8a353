import type { PlaygroundSettings } from '../playground-settings.ts';
import { isValidTemperature } from '../playground-settings.ts';
import type { ChatMessage } from './chat-message.ts';

/** The body of POST /pg/chat/completions (PP-024, API-PG-001). */
export type ChatRequest = {
  model: string;
  group: string;
  messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }>;
  stream: true;
  /** The usage chunk prices the answer under it. */
  stream_options: { include_usage: true };
  temperature?: number;
  max_tokens?: number;
};

/** A message the model should see again: not a greeting, not a failed reply, not empty. */
function isContext(message: ChatMessage): boolean {
  if (message.seed === true || message.content.trim() === '') return false;
  return message.role === 'user' || message.status === 'complete';
}

/**
 * The request for the next reply: the system prompt first (when not blank), then the conversation
 * so far; temperature and max_tokens only when set (CHECKLIST resolution of PP-017).
 */
export function buildChatRequest(settings: PlaygroundSettings, history: readonly ChatMessage[]): ChatRequest {
  const messages: ChatRequest['messages'] = [];
  if (settings.systemPrompt.trim() !== '') messages.push({ role: 'system', content: settings.systemPrompt });
  for (const message of history) if (isContext(message)) messages.push({ role: message.role, content: message.content });
  const request: ChatRequest = { model: settings.model, group: settings.group, messages, stream: true, stream_options: { include_usage: true } };
  if (settings.temperature > 0 && isValidTemperature(settings.temperature)) request.temperature = settings.temperature;
  if (settings.maxTokens > 0) request.max_tokens = settings.maxTokens;
  return request;
}
