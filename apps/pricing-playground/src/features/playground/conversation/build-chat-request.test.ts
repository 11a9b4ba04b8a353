import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../playground-settings.ts';
import type { ChatMessage } from './chat-message.ts';
import { buildChatRequest } from './build-chat-request.ts';

const settings = { ...defaultSettings('Be brief.'), group: 'vip' };
const history: ChatMessage[] = [
  { id: 's1', role: 'user', content: '', status: 'complete', seed: true },
  { id: 's2', role: 'assistant', content: '', status: 'complete', seed: true },
  { id: 'u1', role: 'user', content: 'first', status: 'complete' },
  { id: 'r1', role: 'assistant', content: 'half', status: 'error', error: 'boom' },
  { id: 'u2', role: 'user', content: 'second', status: 'complete' },
  { id: 'r2', role: 'assistant', content: 'answer', status: 'complete', stopped: true },
  { id: 'u3', role: 'user', content: 'third', status: 'complete' },
];

describe('buildChatRequest', () => {
  it('PP-024 / API-PG-001: system prompt first, the conversation, stream true with usage, model and group', () => {
    expect(buildChatRequest(settings, history)).toEqual({
      model: 'gpt-4o-mini',
      group: 'vip',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'first' },
        { role: 'user', content: 'second' },
        { role: 'assistant', content: 'answer' },
        { role: 'user', content: 'third' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('PP-017 / PP-018: temperature and max_tokens are sent only once set', () => {
    const request = buildChatRequest({ ...settings, temperature: 0.7, maxTokens: 256 }, history);
    expect(request.temperature).toBe(0.7);
    expect(request.max_tokens).toBe(256);
    const unset = buildChatRequest(settings, history);
    expect('temperature' in unset).toBe(false);
    expect('max_tokens' in unset).toBe(false);
  });

  it('PP-016: a temperature outside 0.1–1 is never sent', () => {
    expect('temperature' in buildChatRequest({ ...settings, temperature: 1.5 }, history)).toBe(false);
  });

  it('PP-019: a blank system prompt is left out', () => {
    expect(buildChatRequest({ ...settings, systemPrompt: '  ' }, history).messages[0]).toEqual({ role: 'user', content: 'first' });
  });
});
