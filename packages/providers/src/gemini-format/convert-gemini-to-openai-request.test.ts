import { describe, expect, it } from 'vitest';
import { convertGeminiToOpenAIRequest } from './convert-gemini-to-openai-request.ts';

describe('convertGeminiToOpenAIRequest (Gemini CLI on chat channels)', () => {
  it('converts system, turns, function calls and responses, tools and generation config', () => {
    const body = convertGeminiToOpenAIRequest(
      {
        systemInstruction: { parts: [{ text: 'You are a CLI.' }, { text: 'Be brief.' }] },
        contents: [
          { role: 'user', parts: [{ text: 'List files' }, { inlineData: { mimeType: 'image/png', data: 'AAA' } }] },
          {
            role: 'model',
            parts: [{ text: 'hidden', thought: true }, { text: 'Listing.' }, { functionCall: { name: 'list_directory', args: { path: '.' } } }],
          },
          { role: 'user', parts: [{ functionResponse: { name: 'list_directory', response: { output: 'a.ts' } } }, { text: 'Thanks' }] },
          { role: 'model', parts: [{ functionCall: { id: 'fc-7', name: 'read_file', args: { path: 'a.ts' } } }] },
          { role: 'user', parts: [{ functionResponse: { id: 'fc-7', name: 'read_file', response: { output: 'x' } } }] },
        ],
        tools: [
          { functionDeclarations: [{ name: 'list_directory', description: 'ls', parameters: { type: 'OBJECT', properties: { path: { type: 'STRING' } } } }] },
          { functionDeclarations: [{ name: 'read_file', parametersJsonSchema: { type: 'object', properties: { path: { type: 'string' } } } }] },
        ],
        toolConfig: { functionCallingConfig: { mode: 'ANY' } },
        generationConfig: { maxOutputTokens: 256, temperature: 0, topP: 1, stopSequences: ['END'], thinkingConfig: { includeThoughts: true } },
      },
      'gpt-4o',
      true,
    );
    expect(body).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'You are a CLI.\nBe brief.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'List files' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AAA' } },
          ],
        },
        {
          role: 'assistant',
          content: 'Listing.',
          tool_calls: [{ id: 'call_0_list_directory', type: 'function', function: { name: 'list_directory', arguments: '{"path":"."}' } }],
        },
        { role: 'tool', tool_call_id: 'call_0_list_directory', content: '{"output":"a.ts"}' },
        { role: 'user', content: 'Thanks' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'fc-7', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.ts"}' } }] },
        { role: 'tool', tool_call_id: 'fc-7', content: '{"output":"x"}' },
      ],
      max_tokens: 256,
      temperature: 0,
      top_p: 1,
      stop: ['END'],
      tools: [
        { type: 'function', function: { name: 'list_directory', description: 'ls', parameters: { type: 'object', properties: { path: { type: 'string' } } } } },
        { type: 'function', function: { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } },
      ],
      tool_choice: 'required',
      stream: true,
    });
  });

  it('maps a single allowed function to a named tool choice, NONE to none, and leaves the stream flag off', () => {
    const tools = [{ functionDeclarations: [{ name: 'f' }] }];
    const named = convertGeminiToOpenAIRequest(
      { contents: [{ role: 'user', parts: [{ text: 'hi' }] }], tools, toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['f'] } } },
      'm',
      false,
    );
    expect(named.tool_choice).toEqual({ type: 'function', function: { name: 'f' } });
    expect(named.stream).toBeUndefined();
    expect(named.tools).toEqual([{ type: 'function', function: { name: 'f', parameters: { type: 'object', properties: {} } } }]);
    const none = convertGeminiToOpenAIRequest(
      { contents: [{ parts: [{ text: 'hi' }] }], tools, toolConfig: { functionCallingConfig: { mode: 'NONE' } } },
      'm',
      false,
    );
    expect(none.tool_choice).toBe('none');
    expect(none.messages).toEqual([{ role: 'user', content: 'hi' }]);
  });
});
