/**
 * axe-core in a console page: the engine's source evaluated in the page, then `axe.run` over the
 * whole document, answering the serious and critical violations as one line per rule and page.
 *
 * The source goes in through `page.evaluate(axe.source)` — the DevTools protocol's Runtime.evaluate,
 * which the page's Content-Security-Policy (script-src 'self', no 'unsafe-eval') does not govern —
 * so the console is checked under its real policy: no `bypassCSP` context, no inline <script>.
 */
import axe from 'axe-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export type Violation = { page: string; rule: string; impact: Impact; help: string; targets: string[] };

/**
 * A violation the suite accepts for now, keyed by rule id and page (the path with its query). Each
 * carries the reason and is listed in the report; rules are never switched off as a whole.
 */
export type AcceptedViolation = { rule: string; page: string; reason: string };

const BLOCKING: ReadonlySet<Impact> = new Set(['serious', 'critical']);

type AxeAnswer = {
  violations: Array<{ id: string; impact: Impact | null; help: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }>;
};

/** The page's serious and critical violations under axe's default rules (WCAG 2.x A/AA and best practices). */
export async function blockingViolations(page: Page, label: string): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  const answer = (await page.evaluate(async () => {
    const engine = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    return engine.run(document, { resultTypes: ['violations'] });
  })) as AxeAnswer;
  return answer.violations
    .filter((violation) => violation.impact !== null && BLOCKING.has(violation.impact))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 120)} [${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`),
    }));
}

/** Drops the accepted ones; what is left fails the suite. */
export function unaccepted(violations: Violation[], accepted: readonly AcceptedViolation[]): Violation[] {
  return violations.filter((violation) => !accepted.some((entry) => entry.rule === violation.rule && entry.page === violation.page));
}

/** Requests of a page in flight and when the last one started or ended, for a wait that also covers in-app navigation. */
export type NetworkWatch = { inFlight: () => number; quietSince: () => number };

export function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastActivity = Date.now();
  const moved = (delta: number) => () => {
    inFlight += delta;
    lastActivity = Date.now();
  };
  page.on('request', moved(1));
  page.on('requestfinished', moved(-1));
  page.on('requestfailed', moved(-1));
  return { inFlight: () => inFlight, quietSince: () => lastActivity };
}

const QUIET_MS = 500;

/**
 * Waits until a page has settled: no request in flight for 500 ms (as Playwright's networkidle, which
 * does not wait again after an in-app navigation), no spinner or skeleton showing and no finite
 * animation (a drawer sliding in, a fade) still running, so contrast is measured on the colours a
 * person finally sees. `since`: the moment of the navigation, so the quiet time starts after it.
 */
export async function settled(page: Page, network: NetworkWatch, since: number): Promise<void> {
  await expect
    .poll(() => network.inFlight() === 0 && Date.now() - Math.max(network.quietSince(), since) >= QUIET_MS, { timeout: 60_000, interval: 100 })
    .toBe(true);
  await page.locator('#root > *').first().waitFor({ state: 'attached', timeout: 60_000 });
  const busy = () =>
    page.evaluate(() => {
      const loading = [...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].filter((element) => element.getClientRects().length > 0).length;
      const moving = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length;
      return loading + moving;
    });
  await expect.poll(busy, { timeout: 60_000 }).toBe(0);
}
