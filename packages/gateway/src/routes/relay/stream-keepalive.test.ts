import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientSink } from '../../platform/relay-transport.ts';
import { keepAliveSink, SSE_PING } from './stream-keepalive.ts';

function optionsWith(enabled: boolean, seconds: number) {
  return {
    getBoolean: (key: string) => (key === 'general_setting.ping_interval_enabled' ? enabled : false),
    getNumber: (key: string) => (key === 'general_setting.ping_interval_seconds' ? seconds : 0),
  };
}

/** A sink that records writes; `stall` makes the next writes wait until `drain()`. */
function recordingSink() {
  const written: string[] = [];
  let closed = false;
  let gone: (() => void) | undefined;
  let stalled: Array<() => void> | null = null;
  const sink: ClientSink = {
    write(chunk) {
      written.push(typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk));
      if (stalled === null) return;
      return new Promise<void>((resolve) => stalled!.push(resolve));
    },
    end() {
      closed = true;
    },
    get closed() {
      return closed;
    },
    onClientGone(listener) {
      gone = listener;
    },
  };
  return {
    sink,
    written,
    stall: () => (stalled = []),
    drain: () => {
      const waiting = stalled ?? [];
      stalled = null;
      for (const resolve of waiting) resolve();
    },
    leave: () => {
      closed = true;
      gone?.();
    },
  };
}

describe('keepAliveSink (SET-052/053)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings after each idle interval, never while events flow, and stops at the end', async () => {
    const client = recordingSink();
    const sink = keepAliveSink(client.sink, optionsWith(true, 2), () => Date.now());
    vi.advanceTimersByTime(1_500);
    await sink.write('data: {}\n\n');
    vi.advanceTimersByTime(1_500);
    expect(client.written).toEqual(['data: {}\n\n']);
    vi.advanceTimersByTime(600);
    expect(client.written).toEqual(['data: {}\n\n', SSE_PING]);
    vi.advanceTimersByTime(4_000);
    expect(client.written.filter((text) => text === SSE_PING)).toHaveLength(3);
    sink.end();
    vi.advanceTimersByTime(10_000);
    expect(client.written.filter((text) => text === SSE_PING)).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not ping while a write waits for a slow client', async () => {
    const client = recordingSink();
    const sink = keepAliveSink(client.sink, optionsWith(true, 1), () => Date.now());
    client.stall();
    const pending = sink.write('data: 1\n\n');
    vi.advanceTimersByTime(5_000);
    expect(client.written).toEqual(['data: 1\n\n']);
    client.drain();
    await pending;
    vi.advanceTimersByTime(1_000);
    expect(client.written).toEqual(['data: 1\n\n', SSE_PING]);
    sink.end();
  });

  it('stops when the client leaves; the same sink comes back when pings are off', () => {
    const client = recordingSink();
    const sink = keepAliveSink(client.sink, optionsWith(true, 1), () => Date.now());
    const left = vi.fn();
    sink.onClientGone(left);
    client.leave();
    expect(left).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(client.written).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    const plain = recordingSink();
    expect(keepAliveSink(plain.sink, optionsWith(false, 1))).toBe(plain.sink);
  });
});
