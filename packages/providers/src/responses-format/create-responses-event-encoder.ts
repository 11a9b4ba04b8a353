import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { FinishReason, StreamPart } from '../spec/stream-part.ts';
import { buildResponseObject, statusOfFinish, type ResponseIdentity } from './build-response-object.ts';
import type { ResponsesJson, ResponsesOutputItem } from './responses-api-types.ts';
import { newResponsesId } from './response-ids.ts';

type OpenItem =
  | { kind: 'reasoning'; index: number; id: string; text: string }
  | { kind: 'message'; index: number; id: string; text: string }
  | { kind: 'tool'; index: number; id: string; toolIndex: number; callId: string; name: string; text: string };

type ResponsesEvent = ResponsesJson;

function finishedItem(open: OpenItem): ResponsesOutputItem {
  if (open.kind === 'reasoning') return { type: 'reasoning', id: open.id, summary: [{ type: 'summary_text', text: open.text }] };
  if (open.kind === 'message')
    return { type: 'message', id: open.id, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: open.text, annotations: [] }] };
  return { type: 'function_call', id: open.id, status: 'completed', call_id: open.callId, name: open.name, arguments: open.text };
}

/** The events that open an item (output_item.added, and the part its text goes into). */
function openingEvents(open: OpenItem): ResponsesJson[] {
  const at = { output_index: open.index };
  if (open.kind === 'reasoning') {
    return [
      { type: 'response.output_item.added', ...at, item: { id: open.id, type: 'reasoning', summary: [] } },
      { type: 'response.reasoning_summary_part.added', item_id: open.id, ...at, summary_index: 0, part: { type: 'summary_text', text: '' } },
    ];
  }
  if (open.kind === 'message') {
    return [
      { type: 'response.output_item.added', ...at, item: { id: open.id, type: 'message', status: 'in_progress', role: 'assistant', content: [] } },
      { type: 'response.content_part.added', item_id: open.id, ...at, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } },
    ];
  }
  return [
    {
      type: 'response.output_item.added',
      ...at,
      item: { id: open.id, type: 'function_call', status: 'in_progress', call_id: open.callId, name: open.name, arguments: '' },
    },
  ];
}

function deltaEvent(open: OpenItem, delta: string): ResponsesJson {
  if (open.kind === 'reasoning') return { type: 'response.reasoning_summary_text.delta', item_id: open.id, output_index: open.index, summary_index: 0, delta };
  if (open.kind === 'message') return { type: 'response.output_text.delta', item_id: open.id, output_index: open.index, content_index: 0, delta, logprobs: [] };
  return { type: 'response.function_call_arguments.delta', item_id: open.id, output_index: open.index, delta };
}

/** The events that close an item (its text done, its part done, output_item.done). */
function closingEvents(open: OpenItem, item: ResponsesOutputItem): ResponsesJson[] {
  const at = { item_id: open.id, output_index: open.index };
  const done = { type: 'response.output_item.done', output_index: open.index, item };
  if (open.kind === 'reasoning') {
    const part = { type: 'summary_text', text: open.text };
    return [
      { type: 'response.reasoning_summary_text.done', ...at, summary_index: 0, text: open.text },
      { type: 'response.reasoning_summary_part.done', ...at, summary_index: 0, part },
      done,
    ];
  }
  if (open.kind === 'message') {
    const part = { type: 'output_text', text: open.text, annotations: [] };
    return [
      { type: 'response.output_text.done', ...at, content_index: 0, text: open.text, logprobs: [] },
      { type: 'response.content_part.done', ...at, content_index: 0, part },
      done,
    ];
  }
  return [{ type: 'response.function_call_arguments.done', ...at, name: open.name, arguments: open.text }, done];
}

/**
 * Encodes chat stream parts as the Responses API's `response.*` events, in the order the official
 * clients accumulate them: response.created and response.in_progress first; one output item per run of
 * reasoning (summary part + reasoning_summary_text deltas), text (content part + output_text deltas) or
 * one tool call (function_call_arguments deltas), each opened with output_item.added and closed with its
 * `.done` events before the next opens; at `finish()` response.completed (or .incomplete) with the output
 * and usage. Every event carries its sequence_number.
 */
export function createResponsesEventEncoder(identity: ResponseIdentity) {
  let sequence = 0;
  let started = false;
  let finished = false;
  let open: OpenItem | undefined;
  const output: ResponsesOutputItem[] = [];
  let usage: NormalizedUsage | null = null;
  let finishReason: FinishReason | undefined;
  const startedTools = new Set<number>();

  function emit(events: ResponsesEvent[], event: ResponsesJson): void {
    events.push({ ...event, sequence_number: sequence });
    sequence += 1;
  }

  function start(events: ResponsesEvent[]): void {
    if (started) return;
    started = true;
    const response = buildResponseObject(identity, 'in_progress', [], null);
    emit(events, { type: 'response.created', response });
    emit(events, { type: 'response.in_progress', response });
  }

  function close(events: ResponsesEvent[]): void {
    if (open === undefined) return;
    const item = finishedItem(open);
    output.push(item);
    for (const event of closingEvents(open, item)) emit(events, event);
    open = undefined;
  }

  /** Closes the open item, then opens the next at the following output index. */
  function openItem(events: ResponsesEvent[], make: (index: number) => OpenItem): OpenItem {
    close(events);
    const next = make(output.length);
    open = next;
    for (const event of openingEvents(next)) emit(events, event);
    return next;
  }

  function append(events: ResponsesEvent[], item: OpenItem, delta: string): void {
    if (delta === '') return;
    item.text += delta;
    emit(events, deltaEvent(item, delta));
  }

  function encodeTool(events: ResponsesEvent[], part: StreamPart & { type: 'tool-call-delta' }): void {
    if (open?.kind === 'tool' && open.toolIndex === part.index) return append(events, open, part.argumentsDelta);
    // Chat streams send each call's fragments in one run; a late fragment of a call already closed cannot be sent.
    if (startedTools.has(part.index)) return;
    startedTools.add(part.index);
    const make = (index: number): OpenItem => ({
      kind: 'tool',
      index,
      id: newResponsesId('fc'),
      toolIndex: part.index,
      callId: part.id ?? newResponsesId('call'),
      name: part.name ?? '',
      text: '',
    });
    append(events, openItem(events, make), part.argumentsDelta);
  }

  function encode(part: StreamPart): ResponsesEvent[] {
    const events: ResponsesEvent[] = [];
    if (finished) return events;
    start(events);
    if (part.type === 'reasoning-delta' || part.type === 'text-delta') {
      const kind = part.type === 'reasoning-delta' ? 'reasoning' : 'message';
      const target =
        open?.kind === kind ? open : openItem(events, (index) => ({ kind, index, id: newResponsesId(kind === 'reasoning' ? 'rs' : 'msg'), text: '' }));
      append(events, target, part.text);
    } else if (part.type === 'tool-call-delta') encodeTool(events, part);
    else if (part.type === 'usage-final') usage = part.usage;
    else if (part.type === 'finish') finishReason = part.reason;
    return events;
  }

  /** Closes the open item and emits the final event; `usage` is the stream's last reported usage. */
  function finish(finalUsage: NormalizedUsage | null): { events: ResponsesEvent[]; response: ResponsesJson } {
    const events: ResponsesEvent[] = [];
    start(events);
    close(events);
    finished = true;
    const { status, incomplete } = statusOfFinish(finishReason);
    const response = buildResponseObject(identity, status, output, finalUsage ?? usage, incomplete);
    emit(events, { type: status === 'completed' ? 'response.completed' : 'response.incomplete', response });
    return { events, response };
  }

  return { encode, finish };
}
