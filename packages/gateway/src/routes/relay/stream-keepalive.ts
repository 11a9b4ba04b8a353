import type { ClientSink } from '../../platform/relay-transport.ts';
import type { OptionStore } from '../../services/option-store.ts';

/** An SSE comment line (new-api's PingData): every SSE client skips it; proxies see traffic. */
export const SSE_PING = ': PING\n\n';

/**
 * Keep-alive pings for one event stream (general_setting.ping_interval_enabled /
 * ping_interval_seconds, SET-052/053): `sink` wrapped so that after `interval` seconds without a
 * write to the client (the upstream sent nothing worth forwarding) a ping goes out, keeping proxies
 * and clients with idle timeouts on the line while the model thinks.
 *
 * - One timer per stream, re-armed from the last write; a write only stores a timestamp.
 * - No ping while a write is waiting for the client (backpressure): the sink has one writer at a
 *   time, and a ping is never queued behind a stalled client. The stream's writes are whole SSE
 *   events, so a ping never lands inside one.
 * - The timer stops when the answer ends or the client leaves.
 *
 * When pings are off the sink comes back as it is: no cost.
 */
export function keepAliveSink(sink: ClientSink, options: Pick<OptionStore, 'getBoolean' | 'getNumber'>, now: () => number = Date.now): ClientSink {
  if (!options.getBoolean('general_setting.ping_interval_enabled')) return sink;
  const intervalMilliseconds = Math.max(1, options.getNumber('general_setting.ping_interval_seconds')) * 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = now();
  let writing = 0;
  let stopped = false;

  function stop(): void {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function tick(): void {
    timer = undefined;
    if (stopped || sink.closed) return stop();
    const idle = now() - lastWrite;
    if (idle >= intervalMilliseconds && writing === 0) {
      // Not awaited: a ping that finds the client's queue full must not hold the stream's writer.
      void sink.write(SSE_PING);
      lastWrite = now();
    }
    timer = setTimeout(tick, writing > 0 ? intervalMilliseconds : Math.max(1, intervalMilliseconds - (now() - lastWrite)));
  }

  timer = setTimeout(tick, intervalMilliseconds);
  sink.onClientGone(stop);
  return {
    write(chunk) {
      lastWrite = now();
      const pending = sink.write(chunk);
      if (pending === undefined) return;
      writing += 1;
      return pending.finally(() => {
        writing -= 1;
        lastWrite = now();
      });
    },
    end(final) {
      stop();
      sink.end(final);
    },
    get closed() {
      return sink.closed;
    },
    onClientGone(listener) {
      sink.onClientGone(() => {
        stop();
        listener();
      });
    },
  };
}
