/**
 * One relayed chat completion sent by a test client, and how it ended from the client's side:
 * `completed` (200 and the whole answer — a JSON completion with content, or an event stream that
 * reached `data: [DONE]` with every event valid JSON), `cut` (the connection closed before the answer
 * was complete, and everything received before the cut is well-formed), or `failed` (anything else:
 * an error status, a malformed event, an answer that is neither whole nor cut).
 */
export type RelayedEnding = 'completed' | 'cut' | 'failed';

export interface RelayedResult {
  ending: RelayedEnding;
  status: number | null;
  detail: string;
}

export interface RelayedRequest {
  label: string;
  stream: boolean;
  /** Streams: resolves when the first event has reached the client (the answer is under way). */
  firstEvent: Promise<void>;
  result: Promise<RelayedResult>;
}

/** The `data:` payloads of the complete events in `text` (a trailing partial event is left out). */
function completeEvents(text: string): string[] {
  const whole = text.slice(0, text.lastIndexOf('\n\n') + 2);
  return whole
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice(6));
}

/** The first event payload that is neither JSON nor [DONE], if any. */
function malformedEvent(events: string[]): string | undefined {
  return events.find((payload) => {
    if (payload === '[DONE]') return false;
    try {
      JSON.parse(payload);
      return false;
    } catch {
      return true;
    }
  });
}

async function readStream(response: Response, onFirstEvent: () => void): Promise<RelayedResult> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let brokenBy: string | null = null;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      brokenBy = error instanceof Error ? `${error.message} (${String((error as { cause?: unknown }).cause ?? '')})` : String(error);
      break;
    }
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    if (text.includes('data: ')) onFirstEvent();
  }
  const events = completeEvents(text);
  const malformed = malformedEvent(events);
  if (malformed !== undefined) return { ending: 'failed', status: 200, detail: `malformed event: ${malformed.slice(0, 200)}` };
  if (events.includes('[DONE]')) return { ending: 'completed', status: 200, detail: `${events.length} events` };
  return { ending: 'cut', status: 200, detail: `${events.length} events before the cut; ${brokenBy ?? 'stream ended without [DONE]'}` };
}

async function readJson(response: Response): Promise<RelayedResult> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { ending: 'cut', status: response.status, detail: `body cut: ${String(error)}` };
  }
  try {
    const answer = JSON.parse(text) as { choices?: Array<{ message?: { content?: string } }> };
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content === 'string' && content !== '') return { ending: 'completed', status: 200, detail: content };
  } catch {
    // reported below
  }
  return { ending: 'failed', status: response.status, detail: `incomplete JSON answer: ${text.slice(0, 200)}` };
}

/** Sends POST /v1/chat/completions for `model` with the API key; never rejects (the ending says what happened). */
export function sendRelayed(baseUrl: string, apiKey: string, input: { label: string; model: string; stream: boolean }): RelayedRequest {
  let markFirstEvent: () => void = () => {};
  const firstEvent = new Promise<void>((resolve) => (markFirstEvent = resolve));
  const body = {
    model: input.model,
    messages: [{ role: 'user', content: `hello from ${input.label}` }],
    max_tokens: 4000,
    ...(input.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  };
  const result = (async (): Promise<RelayedResult> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      // No answer at all: the server closed the connection while the request was in flight.
      return { ending: 'cut', status: null, detail: `${String(error)} (${String((error as { cause?: unknown }).cause ?? '')})` };
    }
    if (response.status !== 200) return { ending: 'failed', status: response.status, detail: (await response.text().catch(() => '')).slice(0, 300) };
    return input.stream ? readStream(response, markFirstEvent) : readJson(response);
  })();
  return { label: input.label, stream: input.stream, firstEvent, result };
}
