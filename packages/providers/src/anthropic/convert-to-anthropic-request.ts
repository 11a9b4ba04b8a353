import type { OpenAIChatMessage, OpenAIChatRequest, OpenAIContentPart } from '../spec/openai-types.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { AnthropicContentBlock, AnthropicImageSource, AnthropicMessage, AnthropicRequest } from './anthropic-api-types.ts';
import { fallbackMaxTokens } from './anthropic-config.ts';
import { applyThinkingBudget } from './apply-thinking-budget.ts';

const dataUrl = /^data:([^;,]+);base64,(.*)$/s;

function imageSource(url: string): AnthropicImageSource {
  const match = dataUrl.exec(url);
  return match === null ? { type: 'url', url } : { type: 'base64', media_type: match[1] as string, data: match[2] as string };
}

function textOf(content: OpenAIChatMessage['content']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
}

function contentBlocks(content: OpenAIChatMessage['content']): AnthropicContentBlock[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  if (!Array.isArray(content)) return [];
  const blocks: AnthropicContentBlock[] = [];
  for (const part of content as OpenAIContentPart[]) {
    if (part.type === 'text' && typeof part.text === 'string') blocks.push({ type: 'text', text: part.text });
    else if (part.type === 'image_url') blocks.push({ type: 'image', source: imageSource((part as { image_url: { url: string } }).image_url.url) });
  }
  return blocks;
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text);
  } catch {
    // Anthropic needs an object; malformed arguments from an earlier turn are kept readable instead of lost.
    return { arguments: text };
  }
}

function toBlocks(message: OpenAIChatMessage): { role: 'user' | 'assistant'; blocks: AnthropicContentBlock[] } {
  if (message.role === 'tool' || message.role === 'function') {
    return { role: 'user', blocks: [{ type: 'tool_result', tool_use_id: message.tool_call_id ?? message.name ?? '', content: textOf(message.content) }] };
  }
  if (message.role === 'assistant') {
    const blocks = contentBlocks(message.content);
    for (const call of message.tool_calls ?? []) {
      blocks.push({ type: 'tool_use', id: call.id, name: call.function.name, input: parseArguments(call.function.arguments) });
    }
    return { role: 'assistant', blocks };
  }
  return { role: 'user', blocks: contentBlocks(message.content) };
}

/** Messages alternate user/assistant in Anthropic; consecutive same-role turns (e.g. several tool results) merge. */
function convertMessages(messages: OpenAIChatMessage[]): { system: string[]; messages: AnthropicMessage[] } {
  const system: string[] = [];
  const converted: AnthropicMessage[] = [];
  for (const message of messages) {
    if (message.role === 'system' || message.role === 'developer') {
      system.push(textOf(message.content));
      continue;
    }
    const { role, blocks } = toBlocks(message);
    if (blocks.length === 0) continue;
    const last = converted.at(-1);
    if (last !== undefined && last.role === role) (last.content as AnthropicContentBlock[]).push(...blocks);
    else converted.push({ role, content: blocks });
  }
  return { system, messages: converted };
}

function convertToolChoice(choice: OpenAIChatRequest['tool_choice']): AnthropicRequest['tool_choice'] {
  if (choice === undefined) return undefined;
  if (choice === 'auto') return { type: 'auto' };
  if (choice === 'required') return { type: 'any' };
  if (choice === 'none') return { type: 'none' };
  return { type: 'tool', name: choice.function.name };
}

/**
 * OpenAI chat request → Anthropic Messages request: system and developer messages become `system`, images
 * become base64 or URL sources, assistant tool_calls become tool_use blocks and tool messages tool_result
 * blocks; `stop` → `stop_sequences`; max_tokens falls back to claude.default_max_tokens (Anthropic requires it).
 */
export function convertToAnthropicRequest(request: OpenAIChatRequest, context: ProviderContext): AnthropicRequest {
  const { system, messages } = convertMessages(request.messages ?? []);
  const maxTokens = request.max_completion_tokens ?? request.max_tokens ?? context.anthropic?.defaultMaxTokens ?? fallbackMaxTokens;
  const body: AnthropicRequest = { model: context.model, messages, max_tokens: maxTokens };
  if (system.length > 0) body.system = system.join('\n');
  if (request.tools !== undefined && request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      name: tool.function.name,
      ...(tool.function.description === undefined ? {} : { description: tool.function.description }),
      input_schema: tool.function.parameters ?? { type: 'object', properties: {} },
    }));
  }
  const toolChoice = convertToolChoice(request.tool_choice);
  if (toolChoice !== undefined) body.tool_choice = toolChoice;
  if (request.stop !== undefined && request.stop !== null) body.stop_sequences = typeof request.stop === 'string' ? [request.stop] : request.stop;
  if (typeof request.temperature === 'number') body.temperature = request.temperature;
  if (typeof request.top_p === 'number') body.top_p = request.top_p;
  if (typeof request.top_k === 'number') body.top_k = request.top_k;
  if (typeof request.user === 'string') body.metadata = { user_id: request.user };
  applyThinkingBudget(body, context.anthropic?.thinkingBudget);
  if (context.stream) body.stream = true;
  return body;
}
