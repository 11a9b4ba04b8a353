import { describe, expect, it } from 'vitest';
import { countChatPromptTokens, countPromptTokens, encodingFor, estimateUsage, IMAGE_TOKENS, loadTokenCounter, LOW_DETAIL_IMAGE_TOKENS } from './index.ts';

// The example conversation of OpenAI's cookbook "How to count tokens with tiktoken", whose published
// counts are 129 prompt tokens for gpt-4-0613 (cl100k_base) and 124 for gpt-4o (o200k_base).
const cookbookMessages = [
  { role: 'system', content: 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.' },
  { role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.' },
  { role: 'system', name: 'example_assistant', content: 'Things working well together will increase revenue.' },
  { role: 'system', name: 'example_user', content: "Let's circle back when we have more time to touch base on opportunities for increased leverage." },
  { role: 'system', name: 'example_assistant', content: "Let's talk later when we're less busy about how to do better." },
  { role: 'user', content: "This late pivot means we don't have time to boil the ocean for the client deliverable." },
];

describe('token count (usage estimates when the upstream reports none)', () => {
  it('chooses the encoding by model family', () => {
    for (const model of [
      'gpt-4o',
      'gpt-4o-mini',
      'chatgpt-4o-latest',
      'gpt-4.1-nano',
      'gpt-5',
      'gpt-5-mini',
      'o1',
      'o3-mini',
      'o4-mini',
      'openai/gpt-4o',
      'gpt-oss-120b',
    ]) {
      expect(encodingFor(model), model).toBe('o200k_base');
    }
    for (const model of ['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo', 'text-embedding-3-small', 'claude-3-5-sonnet', 'deepseek-chat', 'omega-model']) {
      expect(encodingFor(model), model).toBe('cl100k_base');
    }
  });

  it('counts text with the real encodings (known counts), special-token markers as plain text', async () => {
    const cl100k = await loadTokenCounter('cl100k_base');
    const o200k = await loadTokenCounter('o200k_base');
    expect(cl100k('tiktoken is great!')).toBe(6);
    expect(cl100k('hello world')).toBe(2);
    expect(o200k('hello world')).toBe(2);
    expect(cl100k('')).toBe(0);
    expect(cl100k('<|endoftext|>')).toBeGreaterThan(1);
    // The import happens once: a second load answers the same counter.
    expect(await loadTokenCounter('cl100k_base')).toBe(cl100k);
  });

  it('counts chat messages the way OpenAI does (the cookbook example: 129 on cl100k, 124 on o200k)', async () => {
    expect(countChatPromptTokens({ messages: cookbookMessages }, await loadTokenCounter('cl100k_base'))).toBe(129);
    expect(countChatPromptTokens({ messages: cookbookMessages }, await loadTokenCounter('o200k_base'))).toBe(124);
  });

  it('images are a fixed cost per reference; tools and tool calls count their text', async () => {
    const count = await loadTokenCounter('o200k_base');
    const textOnly = countChatPromptTokens({ messages: [{ role: 'user', content: [{ type: 'text', text: 'what is this?' }] }] }, count);
    const withImages = countChatPromptTokens(
      {
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'what is this?' },
              { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
              { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA', detail: 'low' } },
            ],
          },
        ],
      },
      count,
    );
    expect(withImages - textOnly).toBe(IMAGE_TOKENS + LOW_DETAIL_IMAGE_TOKENS);

    const plain = { messages: [{ role: 'user', content: 'weather?' }] };
    const tools = [
      {
        type: 'function',
        function: { name: 'get_weather', description: 'Weather of a city', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
      },
    ];
    const withTools = countChatPromptTokens({ ...plain, tools }, count) - countChatPromptTokens(plain, count);
    expect(withTools).toBeGreaterThan(count('get_weather') + count('Weather of a city'));
    const call = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
    };
    expect(countChatPromptTokens({ messages: [call] }, count)).toBe(3 + 3 + count('assistant') + count('get_weather') + count('{"city":"Paris"}'));
  });

  it('counts Anthropic bodies (system + blocks), completions prompts and embeddings inputs', async () => {
    const count = await loadTokenCounter('cl100k_base');
    const anthropic = countChatPromptTokens({ system: 'Be brief.', messages: [{ role: 'user', content: [{ type: 'text', text: 'hello world' }] }] }, count);
    expect(anthropic).toBe(3 + (3 + count('Be brief.')) + (3 + count('user') + 2));
    expect(countPromptTokens({ prompt: 'hello world' }, count)).toBe(2);
    expect(countPromptTokens({ input: ['hello world', 'tiktoken is great!'] }, count)).toBe(8);
    expect(countPromptTokens({ input: [1, 2, 3] }, count)).toBe(3);
  });

  it('estimateUsage: prompt from the body, completion from the generated text, with the model family encoding', async () => {
    const estimate = await estimateUsage('gpt-4o', { messages: cookbookMessages }, 'hello world');
    expect(estimate).toEqual({ promptTokens: 124, completionTokens: 2 });
  });
});
