/**
 * How scripts/start.mjs passes a stop request on to the one child it runs at a time — a console build
 * first, then the server — so that signalling the launcher, or npm, which forwards SIGINT and SIGTERM to
 * it, stops the whole tree and leaves nothing running on its own (ADR 0018).
 *
 * - SIGINT and SIGTERM go to the child as they are, every time: the server tells a repeat from a new
 *   request itself (apps/server/src/repeated-stop-signal.ts). SIGHUP (the terminal went away) goes as
 *   SIGTERM: a graceful stop, never the default kill.
 * - The launcher's parent going away is a stop request too (npm killed with SIGKILL, or a shell between
 *   npm and the launcher that died of the signal): no signal says so, so process.ppid is polled.
 * - A stop requested before the server started (during a build) is kept: the caller asks `stopSignal`
 *   and exits instead of starting the server.
 */
const PARENT_POLL_MS = 1_000;

export function createStopRelay({ log }) {
  let child = null;
  let stopSignal = null;
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  const request = (signal, why) => {
    if (stopSignal === null) log(`${why}: stopping${running() ? '' : ' (nothing running yet)'}`);
    stopSignal ??= signal;
    if (running()) child.kill(signal);
  };
  for (const received of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(received, () => request(received === 'SIGHUP' ? 'SIGTERM' : received, received));
  }
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    request('SIGTERM', `parent process ${parent} is gone`);
  }, PARENT_POLL_MS);
  watch.unref();
  // If this launcher dies some other way (an uncaught error), do not leave the child running on its own.
  process.once('exit', () => {
    if (running()) child.kill('SIGTERM');
  });
  return {
    /** The child that receives stop requests from now on; a stop already requested reaches it at once. */
    attach(next) {
      child = next;
      if (stopSignal !== null && running()) child.kill(stopSignal);
    },
    /** The signal a stop was requested with, or null while none was. */
    get stopSignal() {
      return stopSignal;
    },
  };
}
