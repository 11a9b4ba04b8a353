import type { GeminiPart } from '../gemini/gemini-api-types.ts';
import type { JsonObject, OpenAIChatMessage, OpenAIChatRequest, OpenAIContentPart, OpenAITool, OpenAIToolCall } from '../spec/openai-types.ts';

/** A Gemini-native request body as clients send it (lenient: Gemini CLI adds fields the conversion ignores). */
export interface GeminiClientRequest {
  contents?: Array<{ role?: string; parts?: GeminiClientPart[] }>;
  systemInstruction?: { parts?: Array<{ text?: string }> } | string;
  generationConfig?: {
    maxOutputTokens?: number;
    temperature?: number;
    topP?: number;
    stopSequences?: string[];
    responseMimeType?: string;
    [field: string]: unknown;
  };
  tools?: Array<{ functionDeclarations?: Array<{ name: string; description?: string; parameters?: unknown; parametersJsonSchema?: unknown }> }>;
  toolConfig?: { functionCallingConfig?: { mode?: string; allowedFunctionNames?: string[] } };
  [field: string]: unknown;
}

type GeminiClientPart = GeminiPart & {
  thought?: boolean;
  functionCall?: { id?: string; name: string; args?: unknown };
  functionResponse?: { id?: string; name: string; response?: unknown };
};

/** Gemini's OpenAPI schema types are upper case (`OBJECT`, `STRING`); JSON Schema's are lower case. */
function lowerSchemaTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(lowerSchemaTypes);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = key === 'type' && typeof value === 'string' ? value.toLowerCase() : lowerSchemaTypes(value);
  return copy;
}

function systemText(instruction: GeminiClientRequest['systemInstruction']): string {
  if (typeof instruction === 'string') return instruction;
  return (instruction?.parts ?? []).map((part) => part.text ?? '').join('\n');
}

function responseText(response: unknown): string {
  return typeof response === 'string' ? response : JSON.stringify(response ?? {});
}

/** Call ids: Gemini's own when sent, otherwise made up and matched to the next response of the same name. */
class CallIds {
  private readonly open = new Map<string, string[]>();
  private count = 0;

  issue(name: string, id: string | undefined): string {
    const callId = id ?? `call_${this.count}_${name}`;
    this.count += 1;
    this.open.set(name, [...(this.open.get(name) ?? []), callId]);
    return callId;
  }

  answer(name: string, id: string | undefined): string {
    const waiting = this.open.get(name) ?? [];
    const callId = id ?? waiting[0] ?? `call_${name}`;
    this.open.set(
      name,
      waiting.filter((open) => open !== callId),
    );
    return callId;
  }
}

function convertModelTurn(parts: GeminiClientPart[], ids: CallIds, out: OpenAIChatMessage[]): void {
  let text = '';
  const toolCalls: OpenAIToolCall[] = [];
  for (const part of parts) {
    // Thoughts are the model's own and cannot be sent back to another vendor.
    if ('text' in part && typeof part.text === 'string' && part.thought !== true) text += part.text;
    else if (part.functionCall !== undefined) {
      const { name, args, id } = part.functionCall;
      toolCalls.push({ id: ids.issue(name, id), type: 'function', function: { name, arguments: JSON.stringify(args ?? {}) } });
    }
  }
  if (text === '' && toolCalls.length === 0) return;
  const message: OpenAIChatMessage = { role: 'assistant', content: text === '' ? null : text };
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  out.push(message);
}

function convertUserTurn(parts: GeminiClientPart[], ids: CallIds, out: OpenAIChatMessage[]): void {
  const content: OpenAIContentPart[] = [];
  for (const part of parts) {
    // Function responses answer the previous model turn, so they come first as OpenAI `tool` messages.
    if (part.functionResponse !== undefined) {
      const { name, id, response } = part.functionResponse;
      out.push({ role: 'tool', tool_call_id: ids.answer(name, id), content: responseText(response) });
    } else if ('text' in part && typeof part.text === 'string') content.push({ type: 'text', text: part.text });
    else if ('inlineData' in part) content.push({ type: 'image_url', image_url: { url: `data:${part.inlineData.mimeType};base64,${part.inlineData.data}` } });
    else if ('fileData' in part) content.push({ type: 'image_url', image_url: { url: part.fileData.fileUri } });
  }
  if (content.length === 0) return;
  const onlyText = content.every((part) => part.type === 'text');
  out.push({ role: 'user', content: onlyText ? content.map((part) => (part as { text: string }).text).join('') : content });
}

function convertTools(tools: GeminiClientRequest['tools']): OpenAITool[] {
  const converted: OpenAITool[] = [];
  for (const declaration of (tools ?? []).flatMap((tool) => tool.functionDeclarations ?? [])) {
    const parameters = declaration.parametersJsonSchema ?? lowerSchemaTypes(declaration.parameters) ?? { type: 'object', properties: {} };
    const fn: OpenAITool['function'] = { name: declaration.name, parameters: parameters as JsonObject };
    if (declaration.description !== undefined) fn.description = declaration.description;
    converted.push({ type: 'function', function: fn });
  }
  return converted;
}

function convertToolChoice(config: GeminiClientRequest['toolConfig']): OpenAIChatRequest['tool_choice'] {
  const calling = config?.functionCallingConfig;
  if (calling?.mode === 'NONE') return 'none';
  if (calling?.mode === 'ANY') {
    const only = calling.allowedFunctionNames;
    return only?.length === 1 ? { type: 'function', function: { name: only[0]! } } : 'required';
  }
  return calling?.mode === 'AUTO' ? 'auto' : undefined;
}

function applyGenerationConfig(body: OpenAIChatRequest, config: GeminiClientRequest['generationConfig']): void {
  if (config === undefined) return;
  if (typeof config.maxOutputTokens === 'number') body.max_tokens = config.maxOutputTokens;
  if (typeof config.temperature === 'number') body.temperature = config.temperature;
  if (typeof config.topP === 'number') body.top_p = config.topP;
  if (Array.isArray(config.stopSequences) && config.stopSequences.length > 0) body.stop = config.stopSequences;
  if (config.responseMimeType === 'application/json') body.response_format = { type: 'json_object' };
}

/**
 * Gemini generateContent request → OpenAI chat request, for channels that speak chat (every
 * OpenAI-compatible vendor, and Anthropic through its chat conversion): systemInstruction → system
 * message, `model` turns → assistant messages with tool_calls (functionCall), functionResponse parts →
 * `tool` messages (matched to their call by id, or by name in order), inlineData → data-URL images,
 * functionDeclarations → function tools (OpenAPI upper-case types lowered), toolConfig → tool_choice,
 * generationConfig → max_tokens / temperature / top_p / stop. Thought parts are dropped.
 */
export function convertGeminiToOpenAIRequest(request: GeminiClientRequest, model: string, stream: boolean): OpenAIChatRequest {
  const messages: OpenAIChatMessage[] = [];
  const system = systemText(request.systemInstruction);
  if (system !== '') messages.push({ role: 'system', content: system });
  const ids = new CallIds();
  for (const content of request.contents ?? []) {
    const parts = content.parts ?? [];
    if (content.role === 'model') convertModelTurn(parts, ids, messages);
    else convertUserTurn(parts, ids, messages);
  }
  const body: OpenAIChatRequest = { model, messages };
  applyGenerationConfig(body, request.generationConfig);
  const tools = convertTools(request.tools);
  if (tools.length > 0) body.tools = tools;
  const toolChoice = convertToolChoice(request.toolConfig);
  if (toolChoice !== undefined && tools.length > 0) body.tool_choice = toolChoice;
  if (stream) body.stream = true;
  return body;
}
