/**
 * One bounded wrk run (1 thread, Lua POST script) → requests, latency percentiles and error counts.
 * wrk rather than autocannon: autocannon's 1 ms histogram is too coarse for sub-millisecond overhead.
 */
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./post.lua', import.meta.url));

export function wrkAvailable() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return probe.error === undefined;
}

/** headers: extra request headers (the Lua script always sends JSON and a placeholder bearer key). */
export function runWrk({ url, connections, seconds, body, headers }) {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('|');
  return new Promise((resolve, reject) => {
    execFile(
      'wrk',
      ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', script, url],
      { env: { ...process.env, BODY: body, HDRS: extra }, maxBuffer: 1 << 20, timeout: (seconds + 30) * 1000 },
      (error, stdout, stderr) => {
        const line = /WRKJSON (\{.*\})/.exec(stdout ?? '');
        if (!line) return reject(new Error(`wrk failed: ${error?.message ?? ''} ${stderr} ${stdout}`));
        resolve(JSON.parse(line[1]));
      },
    );
  });
}
