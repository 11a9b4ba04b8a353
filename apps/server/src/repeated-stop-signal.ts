/**
 * What a stop signal means when a graceful shutdown is already under way.
 *
 * One stop request often arrives more than once: systemd's default KillMode signals every process of the
 * unit while a launcher (scripts/start.mjs) forwards its own copy; a terminal's Ctrl-C reaches the whole
 * foreground process group while npm forwards its copy to the script it runs. Such repeats must not turn
 * a drain into an abrupt exit that loses in-flight requests. So:
 * - a repeated SIGTERM is ignored: the drain is bounded, and a supervisor that wants it over sends SIGKILL;
 * - a SIGINT that comes at least SAME_REQUEST_WINDOW_MS after the shutdown began is a person pressing
 *   Ctrl-C again: stop at once (exit 1); an earlier one is the same Ctrl-C delivered twice.
 */
export const SAME_REQUEST_WINDOW_MS = 2_000;

export type RepeatedStopSignal = 'ignore' | 'exit-now';

export function repeatedStopSignal(signal: NodeJS.Signals, millisecondsSinceShutdownBegan: number): RepeatedStopSignal {
  return signal === 'SIGINT' && millisecondsSinceShutdownBegan >= SAME_REQUEST_WINDOW_MS ? 'exit-now' : 'ignore';
}
