import type { ChatMessage } from '../conversation/chat-message.ts';

/**
 * The greeting the chat starts with (PP-020): a hello and the assistant's answer, shown in the
 * reader's language (their text is `playground.greeting.<role>`) and never sent to the model.
 */
export function seedMessages(): ChatMessage[] {
  return [
    { id: 'seed-user', role: 'user', content: '', status: 'complete', seed: true },
    { id: 'seed-assistant', role: 'assistant', content: '', status: 'complete', seed: true },
  ];
}
