/**
 * A server-sent-event answer a test writes event by event (the playground's streamed replies):
 * `push` sends one `data:` event (objects as JSON), `done` sends `[DONE]` and ends, `end` just ends,
 * `abortWith(signal)` errors the body when the request is aborted, as a browser's fetch does.
 */
export type SseStream = {
  response: Response;
  push: (data: unknown) => void;
  done: () => void;
  end: () => void;
  /** Errors the body with an AbortError when `signal` fires (pass the recorded call's signal). */
  abortWith: (signal: AbortSignal | undefined) => void;
  /** Whether the reader cancelled or the request was aborted. */
  readonly closed: boolean;
};

export function sseStream(init: ResponseInit = {}): SseStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start: (control) => {
      controller = control;
    },
    cancel: () => {
      closed = true;
    },
  });
  const write = (text: string) => {
    if (!closed) controller.enqueue(encoder.encode(text));
  };
  const end = () => {
    if (closed) return;
    closed = true;
    controller.close();
  };
  return {
    response: new Response(body, { status: 200, ...init, headers: { 'Content-Type': 'text/event-stream', ...init.headers } }),
    push: (data) => write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`),
    done: () => {
      write('data: [DONE]\n\n');
      end();
    },
    end,
    abortWith: (signal) => {
      signal?.addEventListener(
        'abort',
        () => {
          if (closed) return;
          closed = true;
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
        },
        { once: true },
      );
    },
    get closed() {
      return closed;
    },
  };
}

/** One OpenAI chat-completion chunk carrying `delta` (content and/or reasoning_content). */
export function chatChunk(delta: { content?: string; reasoning_content?: string }): unknown {
  return { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'test', choices: [{ index: 0, delta, finish_reason: null }] };
}

/** The final usage chunk of a stream asked with include_usage. */
export function usageChunk(promptTokens: number, completionTokens: number): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test',
    choices: [],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}
