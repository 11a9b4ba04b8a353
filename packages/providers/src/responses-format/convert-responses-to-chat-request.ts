import type { JsonObject, OpenAIChatMessage, OpenAIChatRequest, OpenAITool } from '../spec/openai-types.ts';
import { convertResponsesInput, ResponsesConversionError } from './convert-responses-input.ts';
import type { ResponsesFunctionTool, ResponsesRequest } from './responses-api-types.ts';

function convertTool(tool: ResponsesFunctionTool): OpenAITool {
  if (tool.type !== 'function')
    throw new ResponsesConversionError(
      `tool type '${tool.type}' is a built-in tool of the Responses API; a channel that speaks only chat completions supports function tools only`,
    );
  if (typeof tool.name !== 'string' || tool.name === '') throw new ResponsesConversionError('a function tool needs a name');
  const fn: OpenAITool['function'] & { strict?: boolean } = { name: tool.name };
  if (typeof tool.description === 'string') fn.description = tool.description;
  if (tool.parameters !== undefined && tool.parameters !== null) fn.parameters = tool.parameters;
  if (typeof tool.strict === 'boolean') fn.strict = tool.strict;
  return { type: 'function', function: fn };
}

function convertToolChoice(choice: ResponsesRequest['tool_choice']): OpenAIChatRequest['tool_choice'] {
  if (choice === undefined) return undefined;
  if (choice === 'auto' || choice === 'none' || choice === 'required') return choice;
  if (typeof choice === 'object' && choice.type === 'function' && typeof choice.name === 'string') return { type: 'function', function: { name: choice.name } };
  throw new ResponsesConversionError(`tool_choice ${JSON.stringify(choice)} is not supported on a channel that speaks only chat completions`);
}

function convertTextFormat(text: ResponsesRequest['text']): JsonObject | undefined {
  const format = text?.format;
  if (format === undefined || format.type === 'text') return undefined;
  if (format.type === 'json_object') return { type: 'json_object' };
  if (format.type === 'json_schema') {
    const schema: JsonObject = { name: format.name ?? 'response', schema: format.schema ?? {} };
    if (format.strict !== undefined) schema.strict = format.strict;
    if (format.description !== undefined) schema.description = format.description;
    return { type: 'json_schema', json_schema: schema };
  }
  throw new ResponsesConversionError(`text.format type '${format.type}' is not supported`);
}

/** Request fields a chat upstream cannot honour: refused rather than silently ignored. */
function refuseUnconvertible(request: ResponsesRequest): void {
  if (request.background === true) throw new ResponsesConversionError('background responses are not supported on a channel that speaks only chat completions');
  if (request.previous_response_id !== undefined && request.previous_response_id !== null) {
    throw new ResponsesConversionError('previous_response_id must name a response created through this gateway');
  }
  if (request.conversation !== undefined && request.conversation !== null)
    throw new ResponsesConversionError('conversation is not supported on a channel that speaks only chat completions');
  if (request.prompt !== undefined && request.prompt !== null)
    throw new ResponsesConversionError('prompt templates are not supported on a channel that speaks only chat completions');
}

function copySampling(request: ResponsesRequest, body: OpenAIChatRequest): void {
  if (typeof request.max_output_tokens === 'number') body.max_tokens = request.max_output_tokens;
  if (typeof request.temperature === 'number') body.temperature = request.temperature;
  if (typeof request.top_p === 'number') body.top_p = request.top_p;
  if (typeof request.user === 'string') body.user = request.user;
  if (typeof request.parallel_tool_calls === 'boolean' && body.tools !== undefined) body.parallel_tool_calls = request.parallel_tool_calls;
  const effort = request.reasoning?.effort;
  if (typeof effort === 'string' && effort !== '') body.reasoning_effort = effort;
}

/**
 * A Responses API request → a chat completions request, for channels that speak only chat
 * (ADR 0038): `instructions` becomes the system message, input items become messages
 * (convert-responses-input.ts), function tools and tool_choice carry over, max_output_tokens becomes
 * max_tokens, `text.format` json_schema / json_object becomes response_format, `reasoning.effort`
 * becomes reasoning_effort (used where the channel's adaptor supports it). Built-in tools, background
 * responses, prompt templates and unknown previous_response_ids throw ResponsesConversionError (a 400).
 */
export function convertResponsesToChatRequest(request: ResponsesRequest): OpenAIChatRequest {
  refuseUnconvertible(request);
  const messages: OpenAIChatMessage[] = [];
  if (typeof request.instructions === 'string' && request.instructions !== '') messages.push({ role: 'system', content: request.instructions });
  convertResponsesInput(request.input, messages);
  if (messages.length === 0) throw new ResponsesConversionError('input is required');
  const body: OpenAIChatRequest = { model: request.model, messages };
  if (request.tools !== undefined && request.tools.length > 0) body.tools = request.tools.map(convertTool);
  const toolChoice = convertToolChoice(request.tool_choice);
  if (toolChoice !== undefined && body.tools !== undefined) body.tool_choice = toolChoice;
  const responseFormat = convertTextFormat(request.text);
  if (responseFormat !== undefined) body.response_format = responseFormat;
  copySampling(request, body);
  if (request.stream === true) body.stream = true;
  return body;
}
