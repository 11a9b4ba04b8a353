import type { ResponsesJson, ResponsesRequest } from './responses-api-types.ts';

/** Request parameters a Response object repeats, as OpenAI's do. */
const ECHOED = [
  'instructions',
  'max_output_tokens',
  'parallel_tool_calls',
  'previous_response_id',
  'reasoning',
  'store',
  'temperature',
  'text',
  'tool_choice',
  'tools',
  'top_p',
  'truncation',
  'user',
  'metadata',
] as const;

/** The request's parameters for the converted Response object (only those it set). */
export function echoOfRequest(request: ResponsesRequest): ResponsesJson {
  const echo: ResponsesJson = {};
  for (const field of ECHOED) if (request[field] !== undefined) echo[field] = request[field];
  return echo;
}
