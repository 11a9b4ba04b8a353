/**
 * The console benchmark's signed-in part: a remote's page (/channel by default) opened as a fresh
 * document by a signed-in admin (a stored login, empty cache), timed from navigation start until the
 * page's frame (the sidebar), its skeleton, its title and its content (a seeded channel's row) are
 * laid out and visible, unthrottled and with CPU throttling, through measure-page.mjs.
 */
import { measurePage } from './measure-page.mjs';
import { BENCH_ROOT } from './console-server.mjs';
import { signIn } from './signed-in-context.mjs';

export const REMOTE_PAGE_TARGET_MS = 1500;
const CHANNEL = 'bench channel';

/** What each mark waits for; the English console (the bench's locale is en-US). */
const MARKS = {
  frame: { css: 'nav[aria-label="Console navigation"]' },
  skeleton: { css: '[data-page-skeleton]' },
  title: { css: 'main h1', text: 'Channels' },
  content: { css: 'main td', text: CHANNEL },
};

export async function measureRemotePage({ url, path = '/channel', runs, throttle, quietCpu }) {
  const session = await signIn(url, BENCH_ROOT);
  await session.call('POST', '/api/channel/', {
    mode: 'single',
    channel: { name: CHANNEL, type: 1, key: 'sk-bench', base_url: 'http://127.0.0.1:9', models: 'gpt-4o-mini', group: 'default' },
  });
  const result = await measurePage({
    url: `${url}${path}`,
    selector: MARKS.content.css,
    marks: MARKS,
    prepareContext: session.prepareContext,
    runs,
    throttle,
    quietCpu,
    interact: false,
  });
  return { ...result, path };
}

function ms(summary) {
  if (summary?.median === null || summary?.median === undefined) return '—';
  const range = Number.isFinite(summary.min) && Number.isFinite(summary.max) ? ` (runs ${summary.min.toFixed(0)}–${summary.max.toFixed(0)})` : '';
  return `${summary.median.toFixed(0)} ms${range}`;
}

function row(label, series) {
  const marks = series.summary.marks;
  const kib = (series.summary.transferBytes.median / 1024).toFixed(1);
  return `| ${label} | ${kib} KiB | ${series.summary.requests.median} | ${ms(marks.frame)} | ${ms(marks.skeleton)} | ${ms(marks.title)} | ${ms(marks.content)} |`;
}

/** Load of the machine while the runs were taken: the busiest and least busy start of a kept run. */
function loadNote(result) {
  const all = [...result.unthrottled.runs, ...result.throttled.runs].map((run) => run.cpuBusyBefore).filter((value) => typeof value === 'number');
  if (all.length === 0) return '';
  return ` The CPUs were ${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))} % busy with other work when the kept runs started.`;
}

export function formatRemoteSection(result, loadAverage) {
  const content = result.throttled.summary.marks.content?.median;
  const verdict = typeof content === 'number' && content <= REMOTE_PAGE_TARGET_MS ? 'within target' : '**over target**';
  return `### ${result.path} signed in (a remote's page)

A signed-in admin (stored login, empty cache, fresh context) opens ${result.path} as a new document; median of ${result.unthrottled.runs.length} (unthrottled) and ${result.throttled.runs.length} (CPU ${result.throttled.rate}×) runs.${loadNote(result)} Load average when the bench started: ${loadAverage}.
"Frame" is the sidebar, "skeleton" the page's placeholder, "title" the page's h1, "content" the first row of the channel list (its data answered); each from navigation start until laid out and visible.

| ${result.path} | transferred | requests | frame | skeleton | title | content |
|---|---|---|---|---|---|---|
${row('unthrottled', result.unthrottled)}
${row(`CPU ${result.throttled.rate}×`, result.throttled)}

Target: content ≤ ${REMOTE_PAGE_TARGET_MS} ms at 4× CPU (${verdict}).
`;
}
