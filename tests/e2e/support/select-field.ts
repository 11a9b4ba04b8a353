/** MUI select fields as a test opens them (one definition for every suite that picks from one). */
import type { Locator, Page } from 'playwright-core';

/** How long one click is given to open the list before the field is clicked again. */
const OPEN_WAIT_MS = 10_000;
/** Bound on the whole wait: a busy two-core CI, never a field that cannot open. */
const OPEN_BOUND_MS = 90_000;

/**
 * Opens the select `field` and answers its list. A click that lands while the page is still re-rendering (the
 * field replaced under the pointer, its handler not attached yet) opens nothing, and waiting on the options
 * after it waits for ever: on a busy CI that cost a 90 s timeout. So the field is clicked again until its
 * list is on screen, each click given OPEN_WAIT_MS, all of them OPEN_BOUND_MS.
 */
export async function openSelect(page: Page, field: Locator): Promise<Locator> {
  const listbox = page.getByRole('listbox');
  const until = Date.now() + OPEN_BOUND_MS;
  for (;;) {
    await field.click({ timeout: Math.max(1, until - Date.now()) });
    try {
      await listbox.waitFor({ state: 'visible', timeout: Math.min(OPEN_WAIT_MS, Math.max(1, until - Date.now())) });
      return listbox;
    } catch (error) {
      if (Date.now() >= until) throw error;
    }
  }
}

/** Opens the select `field` and picks the option named exactly `name`. */
export async function chooseOption(page: Page, field: Locator, name: string): Promise<void> {
  const listbox = await openSelect(page, field);
  await listbox.getByRole('option', { name, exact: true }).click();
}
