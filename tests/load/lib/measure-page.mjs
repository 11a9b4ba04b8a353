/**
 * Page-load measurement of one console route in headless Chromium (playwright-core + CDP),
 * adapted from shared/bench/web/measure.mjs: every run uses a fresh browser context (empty cache,
 * no storage), counts the bytes on the wire (CDP Network encodedDataLength, headers included) and
 * the time until the selector's element is laid out and visible, optionally under CPU throttling.
 * With `interact` (default) each run then moves the mouse once and also counts what that brings
 * (a prerendered page loads the app on the first interaction, ADR 0036).
 * `marks` times further elements the same way (a signed-in page's frame, skeleton and content), and
 * `prepareContext` readies each fresh context before the navigation (a stored login, for instance).
 */
import { readFileSync, existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium } from 'playwright-core';

/** The flags the budget is defined with (brief: no network side traffic, fresh profile per launch). */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function cpuSample() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** Whole-machine CPU use over `ms`, in percent (null where /proc/stat does not exist). */
export async function cpuBusy(ms = 1000) {
  if (!existsSync('/proc/stat')) return null;
  const before = cpuSample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuSample();
  const total = after.total - before.total;
  return total > 0 ? 100 * (1 - (after.idle - before.idle) / total) : 0;
}

/**
 * Runs inside the page before its scripts: records when the selector, and each mark's selector (with
 * its text, when one is given), first becomes visible.
 */
function installProbe({ selector, marks }) {
  const probe = (window.__consoleBench = { visibleAt: null, layoutShift: 0, marks: {} });
  // Layout shifts not caused by input (e.g. when React takes a prerendered page over).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) probe.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const visible = (element) => {
    if (!element || !element.isConnected) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const found = ({ css, text }) => {
    const elements = [...document.querySelectorAll(css)];
    return elements.some((element) => (text === undefined || element.textContent.includes(text)) && visible(element));
  };
  const pending = Object.entries(marks);
  const check = () => {
    const now = performance.now();
    if (probe.visibleAt === null && visible(document.querySelector(selector))) probe.visibleAt = now;
    for (const [name, mark] of pending) if (probe.marks[name] === undefined && found(mark)) probe.marks[name] = now;
    return probe.visibleAt !== null && pending.every(([name]) => probe.marks[name] !== undefined);
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    if (!check()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function oneRun(browser, { url, selector, marks, prepareContext, rate, viewport, locale, settleMs, timeoutMs, interact }) {
  const context = await browser.newContext({ viewport, locale });
  if (prepareContext) await prepareContext(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const requests = new Map();
  const result = { requests: 0, failed: 0, transferBytes: 0, byType: {}, files: [], interacted: false };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    result.requests += 1;
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request === undefined) return;
    requests.delete(event.requestId);
    result.transferBytes += event.encodedDataLength;
    result.byType[request.type] ??= { count: 0, bytes: 0 };
    result.byType[request.type].count += 1;
    result.byType[request.type].bytes += event.encodedDataLength;
    result.files.push({ url: request.url, bytes: event.encodedDataLength, afterInteraction: result.interacted });
  });
  cdp.on('Network.loadingFailed', (event) => {
    if (requests.delete(event.requestId)) result.failed += 1;
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text().slice(0, 200)}`);
  });
  await page.addInitScript(installProbe, { selector, marks });
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  let found = true;
  try {
    await page.waitForFunction(() => window.__consoleBench?.visibleAt != null, null, { timeout: timeoutMs, polling: 50 });
  } catch {
    found = false;
  }
  try {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  } catch {
    // A page that keeps polling still gets measured; its bytes until now count.
  }
  await page.waitForTimeout(settleMs);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    return {
      ttfb: navigation.responseStart,
      domContentLoaded: navigation.domContentLoadedEventEnd,
      fcp: paint ? paint.startTime : null,
      visible: window.__consoleBench.visibleAt,
      layoutShift: window.__consoleBench.layoutShift,
      marks: window.__consoleBench.marks,
      finalPath: location.pathname,
    };
  });
  const beforeInteraction = { transferBytes: result.transferBytes, requests: result.requests };
  const interaction = interact ? await afterFirstInteraction(page, requests, result) : {};
  await context.close();
  return { ...timing, found, ...result, ...beforeInteraction, ...interaction, errors };
}

/**
 * A prerendered page loads the app on the visitor's first interaction (ADR 0036): moves the mouse, waits
 * until the downloads it started have finished (no request open for 500 ms) and counts every byte so far.
 */
async function afterFirstInteraction(page, openRequests, result) {
  const requestsBefore = result.requests;
  result.interacted = true;
  await page.mouse.move(200, 200);
  const started = Date.now();
  let quietSince = null;
  while (Date.now() - started < 30_000) {
    // A page with nothing left to load starts no request: 2 s without one ends the wait.
    if (result.requests === requestsBefore && Date.now() - started > 2_000) break;
    const quiet = openRequests.size === 0 && result.requests > requestsBefore;
    quietSince = quiet ? (quietSince ?? Date.now()) : null;
    if (quietSince !== null && Date.now() - quietSince >= 500) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { transferBytesAfterInteraction: result.transferBytes, requestsAfterInteraction: result.requests };
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const SUMMARY_KEYS = [
  'ttfb',
  'domContentLoaded',
  'fcp',
  'visible',
  'layoutShift',
  'requests',
  'transferBytes',
  'transferBytesAfterInteraction',
  'requestsAfterInteraction',
];

function summaryOf(values) {
  return { median: median(values), min: Math.min(...values.map((value) => value ?? Infinity)), max: Math.max(...values.map((value) => value ?? -Infinity)) };
}

function summarize(runs, markNames) {
  const summary = Object.fromEntries(SUMMARY_KEYS.map((key) => [key, summaryOf(runs.map((run) => run[key]))]));
  summary.marks = Object.fromEntries(markNames.map((name) => [name, summaryOf(runs.map((run) => run.marks?.[name]))]));
  return summary;
}

/**
 * Measures `runs` loads of `url` unthrottled and `runs` with CPU throttling `throttle`×, after one
 * unmeasured warm-up. Runs during which the machine was busier than `quietCpu` % (other workloads
 * on a shared box) are retried, up to 4× `runs` attempts per series.
 */
export async function measurePage({
  url,
  selector,
  marks = {},
  prepareContext,
  runs = 5,
  throttle = 4,
  viewport = { width: 1280, height: 800 },
  locale = 'en-US',
  settleMs = 800,
  timeoutMs = 60_000,
  quietCpu = 60,
  interact = true,
  executablePath = '/usr/bin/chromium',
  log = console.log,
}) {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROME_ARGS });
  const options = { url, selector, marks, prepareContext, viewport, locale, settleMs, timeoutMs, interact };
  try {
    await oneRun(browser, { ...options, rate: 1 });
    const series = async (rate, label) => {
      const kept = [];
      const contendedRuns = [];
      for (let attempt = 0; kept.length < runs && attempt < runs * 4; attempt += 1) {
        const busyBefore = await cpuBusy(500);
        const run = await oneRun(browser, { ...options, rate });
        run.cpuBusyBefore = busyBefore;
        const contended = busyBefore !== null && busyBefore > quietCpu;
        log(
          `  ${label} run ${kept.length + 1}: visible ${run.visible?.toFixed(0) ?? '—'} ms, ${(run.transferBytes / 1024).toFixed(1)} KiB in ${run.requests} requests${contended ? ` (machine ${busyBefore.toFixed(0)} % busy, retried)` : ''}${run.errors.length ? `; ${run.errors.length} page errors` : ''}`,
        );
        (contended ? contendedRuns : kept).push(run);
      }
      // A machine that never quietened down: keep the least contended runs, and say so.
      const filled = contendedRuns.sort((a, b) => a.cpuBusyBefore - b.cpuBusyBefore).slice(0, runs - kept.length);
      return [...kept, ...filled];
    };
    const unthrottled = await series(1, 'unthrottled');
    const throttled = throttle > 1 ? await series(throttle, `CPU ${throttle}×`) : [];
    return {
      url,
      selector,
      browserVersion: browser.version(),
      cpus: cpus().length,
      viewport,
      unthrottled: { runs: unthrottled, summary: summarize(unthrottled, Object.keys(marks)) },
      throttled: { rate: throttle, runs: throttled, summary: summarize(throttled, Object.keys(marks)) },
    };
  } finally {
    await browser.close();
  }
}
