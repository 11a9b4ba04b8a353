/** One server-sent event as the WHATWG EventSource algorithm assembles it. */
export interface SseEvent {
  /** The `event:` field; undefined means the default "message". */
  event?: string;
  /** All `data:` lines of the event joined by "\n". */
  data: string;
  id?: string;
}

/** An incremental SSE decoder: `feed` accepts text cut at any point, `end` flushes the last event. */
export interface SseParser {
  feed(text: string): SseEvent[];
  end(): SseEvent[];
}

/**
 * Creates an SSE decoder that follows the EventSource parsing rules: lines end in \n, \r\n or \r (also when
 * the \r and \n arrive in different chunks), `:` starts a comment, one leading space after the colon is dropped,
 * several `data:` lines join with "\n", and a blank line dispatches the event. `[DONE]` is ordinary data
 * here; the vendor stream parsers give it meaning.
 */
export function createSseParser(): SseParser {
  let partial = '';
  let skipLeadingNewline = false;
  let data: string[] = [];
  let event: string | undefined;
  let id: string | undefined;

  function dispatch(out: SseEvent[]): void {
    if (data.length > 0) {
      const next: SseEvent = { data: data.length === 1 ? (data[0] as string) : data.join('\n') };
      if (event !== undefined) next.event = event;
      if (id !== undefined) next.id = id;
      out.push(next);
    }
    data = [];
    event = undefined;
  }

  function processLine(line: string, out: SseEvent[]): void {
    if (line === '') {
      dispatch(out);
      return;
    }
    if (line.charCodeAt(0) === 58 /* ':' */) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32 /* ' ' */) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
  }

  /** The common case, text without any CR: lines found with indexOf instead of a per-character loop. */
  function feedLf(text: string): SseEvent[] {
    const out: SseEvent[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      const piece = text.slice(start, end);
      const line = partial === '' ? piece : partial + piece;
      partial = '';
      processLine(line, out);
      start = end + 1;
    }
    if (start < text.length) partial += text.slice(start);
    return out;
  }

  function feed(text: string): SseEvent[] {
    if (!skipLeadingNewline && text.indexOf('\r') === -1) return feedLf(text);
    const out: SseEvent[] = [];
    let start = 0;
    if (skipLeadingNewline && text.charCodeAt(0) === 10) start = 1;
    skipLeadingNewline = false;
    const length = text.length;
    for (let index = start; index < length; index += 1) {
      const code = text.charCodeAt(index);
      if (code !== 10 && code !== 13) continue;
      const piece = text.slice(start, index);
      const line = partial === '' ? piece : partial + piece;
      partial = '';
      processLine(line, out);
      if (code === 13) {
        if (index + 1 < length) {
          if (text.charCodeAt(index + 1) === 10) index += 1;
        } else {
          skipLeadingNewline = true;
        }
      }
      start = index + 1;
    }
    if (start < length) partial += text.slice(start);
    return out;
  }

  function end(): SseEvent[] {
    const out: SseEvent[] = [];
    if (partial !== '') {
      processLine(partial, out);
      partial = '';
    }
    dispatch(out);
    return out;
  }

  return { feed, end };
}
