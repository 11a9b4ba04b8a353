/**
 * Waiting for the notice an action causes. The console shows one notice per action and text: a new
 * result replaces the earlier one as a new element (packages/ui notify keys each notice by a fresh
 * id), and a success stays for 4 s. Waiting for "a notice saying Updated successfully" after a second
 * save can therefore find the first save's, and the test moves on while the second is still in flight
 * (settings-operation clicked the next tab mid-save and met the unsaved-changes dialog, 2026-11-29).
 */
import type { Page } from 'playwright-core';

const SEEN = 'data-e2e-seen-notice';

/** Does `act`, then waits for a notice saying `message` that was not on screen before it. */
export async function noticeAfter(page: Page, message: string | RegExp, act: () => Promise<void>, timeout = 90_000): Promise<void> {
  await page.getByRole('alert').evaluateAll((alerts, seen) => {
    for (const alert of alerts) alert.setAttribute(seen, '');
  }, SEEN);
  await act();
  await page.locator(`[role="alert"]:not([${SEEN}])`).filter({ hasText: message }).last().waitFor({ timeout });
}
