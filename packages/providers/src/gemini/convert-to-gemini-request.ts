import type { OpenAIChatMessage, OpenAIChatRequest, OpenAIContentPart } from '../spec/openai-types.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { GeminiContent, GeminiGenerationConfig, GeminiPart, GeminiRequest } from './gemini-api-types.ts';

const dataUrl = /^data:([^;,]+);base64,(.*)$/s;

function textOf(content: OpenAIChatMessage['content']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
}

function contentParts(content: OpenAIChatMessage['content']): GeminiPart[] {
  if (typeof content === 'string') return content === '' ? [] : [{ text: content }];
  if (!Array.isArray(content)) return [];
  const parts: GeminiPart[] = [];
  for (const part of content as OpenAIContentPart[]) {
    if (part.type === 'text' && typeof part.text === 'string') parts.push({ text: part.text });
    else if (part.type === 'image_url') {
      const url = (part as { image_url: { url: string } }).image_url.url;
      const match = dataUrl.exec(url);
      parts.push(match === null ? { fileData: { fileUri: url } } : { inlineData: { mimeType: match[1] as string, data: match[2] as string } });
    }
  }
  return parts;
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text);
  } catch {
    return { arguments: text };
  }
}

function parseResult(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { content: value };
  } catch {
    return { content: text };
  }
}

/** Gemini names a function response by the function, OpenAI by the call id: remember the names of earlier calls. */
function convertContents(messages: OpenAIChatMessage[]): { system: string[]; contents: GeminiContent[] } {
  const system: string[] = [];
  const contents: GeminiContent[] = [];
  const functionNameByCallId = new Map<string, string>();
  for (const message of messages) {
    let role: GeminiContent['role'] = 'user';
    let parts: GeminiPart[];
    if (message.role === 'system' || message.role === 'developer') {
      system.push(textOf(message.content));
      continue;
    } else if (message.role === 'assistant') {
      role = 'model';
      parts = contentParts(message.content);
      for (const call of message.tool_calls ?? []) {
        functionNameByCallId.set(call.id, call.function.name);
        parts.push({ functionCall: { name: call.function.name, args: parseArguments(call.function.arguments) } });
      }
    } else if (message.role === 'tool' || message.role === 'function') {
      const name = functionNameByCallId.get(message.tool_call_id ?? '') ?? message.name ?? '';
      parts = [{ functionResponse: { name, response: parseResult(textOf(message.content)) } }];
    } else {
      parts = contentParts(message.content);
    }
    if (parts.length === 0) continue;
    const last = contents.at(-1);
    if (last !== undefined && last.role === role) last.parts.push(...parts);
    else contents.push({ role, parts });
  }
  return { system, contents };
}

function generationConfig(request: OpenAIChatRequest, context: ProviderContext): GeminiGenerationConfig {
  const config: GeminiGenerationConfig = {};
  if (typeof request.temperature === 'number') config.temperature = request.temperature;
  if (typeof request.top_p === 'number') config.topP = request.top_p;
  if (typeof request.top_k === 'number') config.topK = request.top_k;
  const maxTokens = request.max_completion_tokens ?? request.max_tokens;
  if (typeof maxTokens === 'number') config.maxOutputTokens = maxTokens;
  if (request.stop !== undefined && request.stop !== null) config.stopSequences = typeof request.stop === 'string' ? [request.stop] : request.stop;
  if (typeof request.n === 'number') config.candidateCount = request.n;
  const format = request.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
  if (format?.type === 'json_object' || format?.type === 'json_schema') {
    config.responseMimeType = 'application/json';
    if (format.json_schema?.schema !== undefined) config.responseSchema = format.json_schema.schema;
  }
  const budget = context.gemini?.thinkingBudget;
  if (budget !== undefined) config.thinkingConfig = budget > 0 ? { thinkingBudget: budget, includeThoughts: true } : { thinkingBudget: budget };
  return config;
}

/**
 * OpenAI chat request → Gemini generateContent body: system/developer → systemInstruction, assistant →
 * `model`, images → inlineData (data URLs) or fileData, tool calls and results → functionCall /
 * functionResponse, sampling → generationConfig, plus the safety settings and thinking budget the relay
 * resolved from the Gemini options.
 */
export function convertToGeminiRequest(request: OpenAIChatRequest, context: ProviderContext): GeminiRequest {
  const { system, contents } = convertContents(request.messages ?? []);
  const body: GeminiRequest = { contents };
  if (system.length > 0) body.systemInstruction = { parts: [{ text: system.join('\n') }] };
  const config = generationConfig(request, context);
  if (Object.keys(config).length > 0) body.generationConfig = config;
  const safety = context.gemini?.safetySettings;
  if (safety !== undefined) body.safetySettings = Object.entries(safety).map(([category, threshold]) => ({ category, threshold }));
  if (request.tools !== undefined && request.tools.length > 0) {
    body.tools = [
      {
        functionDeclarations: request.tools.map((tool) => ({
          name: tool.function.name,
          ...(tool.function.description === undefined ? {} : { description: tool.function.description }),
          ...(tool.function.parameters === undefined ? {} : { parameters: tool.function.parameters }),
        })),
      },
    ];
  }
  const choice = request.tool_choice;
  if (choice === 'auto') body.toolConfig = { functionCallingConfig: { mode: 'AUTO' } };
  else if (choice === 'required') body.toolConfig = { functionCallingConfig: { mode: 'ANY' } };
  else if (choice === 'none') body.toolConfig = { functionCallingConfig: { mode: 'NONE' } };
  else if (choice !== undefined) body.toolConfig = { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: [choice.function.name] } };
  return body;
}
