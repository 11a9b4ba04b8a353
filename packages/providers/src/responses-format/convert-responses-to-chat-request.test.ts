import { describe, expect, it } from 'vitest';
import { readJsonFixture } from '../testing/fixtures.ts';
import { convertResponsesToChatRequest } from './convert-responses-to-chat-request.ts';
import type { ResponsesRequest } from './responses-api-types.ts';

describe('Responses request → chat completions request (ADR 0038)', () => {
  it('converts a recorded Codex turn: instructions, developer/user messages, reasoning dropped, tool round trip, image, tools, format, effort', () => {
    const request = readJsonFixture(import.meta.url, 'codex-turn.request.json') as ResponsesRequest;
    const chat = convertResponsesToChatRequest(request);
    expect(chat.messages).toEqual([
      { role: 'system', content: 'You are Codex, a coding agent. Use the shell tool to inspect the repository.' },
      { role: 'system', content: '<environment_context>cwd=/repo</environment_context>' },
      { role: 'user', content: 'How many TypeScript files are there?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_sh_1', type: 'function', function: { name: 'shell', arguments: `{"command":["bash","-lc","find . -name '*.ts' | wc -l"]}` } }],
      },
      { role: 'tool', tool_call_id: 'call_sh_1', content: '{"output":"42\\n","metadata":{"exit_code":0}}' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'And this screenshot?' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'low' } },
        ],
      },
    ]);
    expect(chat.tools).toEqual([
      { type: 'function', function: { name: 'shell', description: 'Runs a shell command', strict: false, parameters: request.tools![0]!.parameters } },
    ]);
    expect(chat).toMatchObject({
      model: 'gpt-5-codex',
      tool_choice: 'auto',
      parallel_tool_calls: false,
      max_tokens: 4096,
      reasoning_effort: 'medium',
      stream: true,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'answer', strict: true, schema: { type: 'object', properties: { count: { type: 'integer' } } } },
      },
    });
    // Responses-only fields never reach a chat upstream.
    for (const field of ['input', 'instructions', 'store', 'include', 'prompt_cache_key', 'max_output_tokens', 'text', 'reasoning'])
      expect(chat).not.toHaveProperty(field);
  });

  it('a plain string input is one user message; text and assistant output_text items carry over; a named tool_choice maps', () => {
    expect(convertResponsesToChatRequest({ model: 'm', input: 'hi', temperature: 0.2, top_p: 0.9 })).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      temperature: 0.2,
      top_p: 0.9,
    });
    const chat = convertResponsesToChatRequest({
      model: 'm',
      input: [
        { role: 'user', content: 'hello' },
        { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Hi!' }] },
        { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{}' },
        { type: 'function_call', call_id: 'c2', name: 'f', arguments: '{"a":1}' },
        { type: 'function_call_output', call_id: 'c1', output: [{ type: 'input_text', text: 'one' }] },
        { type: 'function_call_output', call_id: 'c2', output: 'two' },
      ],
      tools: [{ type: 'function', name: 'f', parameters: { type: 'object' } }],
      tool_choice: { type: 'function', name: 'f' },
      text: { format: { type: 'json_object' } },
    });
    expect(chat.messages).toEqual([
      { role: 'user', content: 'hello' },
      {
        role: 'assistant',
        content: 'Hi!',
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } },
          { id: 'c2', type: 'function', function: { name: 'f', arguments: '{"a":1}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'one' },
      { role: 'tool', tool_call_id: 'c2', content: 'two' },
    ]);
    expect(chat.tool_choice).toEqual({ type: 'function', function: { name: 'f' } });
    expect(chat.response_format).toEqual({ type: 'json_object' });
  });

  it('refuses what chat cannot express, naming it', () => {
    const refuse = (request: Partial<ResponsesRequest>) => () => convertResponsesToChatRequest({ model: 'm', input: 'hi', ...request });
    expect(refuse({ tools: [{ type: 'web_search_preview' }] })).toThrow(/web_search_preview.*function tools only/);
    expect(refuse({ tools: [{ type: 'function', name: 'f' }], tool_choice: { type: 'file_search' } })).toThrow(/tool_choice/);
    expect(refuse({ input: [{ type: 'item_reference', id: 'msg_1' }] })).toThrow(/item_reference/);
    expect(refuse({ input: [{ role: 'user', content: [{ type: 'input_file', file_id: 'file-1' }] }] })).toThrow(/input_file/);
    expect(refuse({ background: true })).toThrow(/background/);
    expect(refuse({ previous_response_id: 'resp_unknown' })).toThrow(/previous_response_id/);
    expect(refuse({ input: [] })).toThrow(/input is required/);
  });
});
