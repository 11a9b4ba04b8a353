import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/fixtures.ts';
import { convertGeminiResponse, geminiCallId } from './convert-gemini-response.ts';

describe('convertGeminiResponse', () => {
  it('keeps a Gemini call id when present and synthesises one otherwise', () => {
    expect(geminiCallId('abc', 0, 0)).toBe('abc');
    expect(geminiCallId(undefined, 1, 2)).toBe('call_1_2');
  });

  it('converts several candidates and a safety stop, falling back to the context model', () => {
    const converted = convertGeminiResponse(
      {
        candidates: [
          { content: { role: 'model', parts: [{ text: 'one' }] }, finishReason: 'STOP', index: 0 },
          { content: { role: 'model', parts: [] }, finishReason: 'SAFETY', index: 1 },
        ],
      },
      testContext({ model: 'gemini-2.0-flash' }),
      42,
    );
    expect(converted).toEqual({
      id: 'chatcmpl-42',
      object: 'chat.completion',
      created: 42,
      model: 'gemini-2.0-flash',
      choices: [
        { index: 0, message: { role: 'assistant', content: 'one' }, finish_reason: 'stop' },
        { index: 1, message: { role: 'assistant', content: '' }, finish_reason: 'content_filter' },
      ],
    });
  });
});
