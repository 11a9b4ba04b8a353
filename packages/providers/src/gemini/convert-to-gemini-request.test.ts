import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/fixtures.ts';
import { convertToGeminiRequest } from './convert-to-gemini-request.ts';

describe('convertToGeminiRequest', () => {
  it('maps system, roles, images, sampling, safety settings and the thinking budget', () => {
    const body = convertToGeminiRequest(
      {
        model: 'g',
        messages: [
          { role: 'system', content: 'Be helpful.' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Describe' },
              { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/4AAQ' } },
            ],
          },
          { role: 'assistant', content: 'A cat.' },
          { role: 'user', content: 'Thanks' },
        ],
        temperature: 0.7,
        max_tokens: 500,
        stop: ['\n\n'],
        response_format: { type: 'json_object' },
      },
      testContext({ gemini: { safetySettings: { HARM_CATEGORY_HARASSMENT: 'OFF', HARM_CATEGORY_HATE_SPEECH: 'BLOCK_NONE' }, thinkingBudget: 1024 } }),
    );
    expect(body).toEqual({
      systemInstruction: { parts: [{ text: 'Be helpful.' }] },
      contents: [
        { role: 'user', parts: [{ text: 'Describe' }, { inlineData: { mimeType: 'image/jpeg', data: '/9j/4AAQ' } }] },
        { role: 'model', parts: [{ text: 'A cat.' }] },
        { role: 'user', parts: [{ text: 'Thanks' }] },
      ],
      generationConfig: {
        temperature: 0.7,
        maxOutputTokens: 500,
        stopSequences: ['\n\n'],
        responseMimeType: 'application/json',
        thinkingConfig: { thinkingBudget: 1024, includeThoughts: true },
      },
      safetySettings: [
        { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'OFF' },
        { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_NONE' },
      ],
    });
  });

  it('maps tools, tool_choice, function calls and names function responses by the earlier call', () => {
    const body = convertToGeminiRequest(
      {
        model: 'g',
        messages: [
          { role: 'user', content: 'Weather?' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Oslo"}' } }],
          },
          { role: 'tool', tool_call_id: 'call_9', content: '{"temperature":3}' },
          { role: 'tool', tool_call_id: 'unknown', content: 'plain text' },
        ],
        tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }],
        tool_choice: { type: 'function', function: { name: 'get_weather' } },
      },
      testContext({ gemini: { thinkingBudget: 0 } }),
    );
    expect(body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Weather?' }] },
      { role: 'model', parts: [{ functionCall: { name: 'get_weather', args: { city: 'Oslo' } } }] },
      {
        role: 'user',
        parts: [
          { functionResponse: { name: 'get_weather', response: { temperature: 3 } } },
          { functionResponse: { name: '', response: { content: 'plain text' } } },
        ],
      },
    ]);
    expect(body.tools).toEqual([{ functionDeclarations: [{ name: 'get_weather', parameters: { type: 'object' } }] }]);
    expect(body.toolConfig).toEqual({ functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] } });
    expect(body.generationConfig).toEqual({ thinkingConfig: { thinkingBudget: 0 } });
  });
});
