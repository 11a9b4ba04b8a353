/**
 * Watches the console's notification stack inside a page: on every DOM change it records how many
 * notices were on screen and whether any of them reached into the top app bar, so a test asserts
 * "never more than three, never over the navigation" over the whole run, not at sampled moments.
 */
import type { Page } from 'playwright-core';

export type NoticeRecord = {
  /** The most notices seen at once. */
  mostAtOnce: number;
  /** Texts of notices whose box started above the app bar's bottom edge. */
  overAppBar: string[];
  /** Texts of notices wider than the window or cut at its edges. */
  offScreen: string[];
  /** Texts of notices that did not sit below the one before them (side by side or overlapping). */
  notStacked: string[];
  /** How many lines each notice's message took when it first appeared, by its text. */
  linesWhenShown: Record<string, number>;
};

type WatchWindow = Window & { __noticeRecord?: NoticeRecord };

/**
 * Runs inside the page: records on every DOM change. Observes the document node itself, so it
 * also works when installed before the page has a body.
 */
function recordNotices(): void {
  const record: NoticeRecord = { mostAtOnce: 0, overAppBar: [], offScreen: [], notStacked: [], linesWhenShown: {} };
  (window as WatchWindow).__noticeRecord = record;
  const lines = (notice: HTMLElement): number => {
    const message = notice.querySelector<HTMLElement>('.MuiAlert-message');
    if (!message) return 0;
    const style = getComputedStyle(message);
    // clientHeight is the laid-out height: the Snackbar's grow transform does not shrink it.
    const content = message.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
    return Math.round(content / Number.parseFloat(style.lineHeight));
  };
  const inspect = () => {
    const notices = [...document.querySelectorAll<HTMLElement>('[data-notices] [role="alert"]')];
    record.mostAtOnce = Math.max(record.mostAtOnce, notices.length);
    const appBarBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    let previousBottom = -Infinity;
    for (const notice of notices) {
      const box = notice.getBoundingClientRect();
      const label = notice.textContent ?? '';
      if (!(label in record.linesWhenShown)) record.linesWhenShown[label] = lines(notice);
      if (box.top < previousBottom - 0.5 && !record.notStacked.includes(label)) record.notStacked.push(label);
      previousBottom = box.bottom;
      if (box.top < appBarBottom - 0.5 && !record.overAppBar.includes(label)) record.overAppBar.push(label);
      if ((box.left < 0 || box.right > window.innerWidth) && !record.offScreen.includes(label)) record.offScreen.push(label);
    }
  };
  new MutationObserver(inspect).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
  inspect();
}

/** Starts recording in the page (call once the console is rendered). */
export async function watchNotices(page: Page): Promise<void> {
  await page.evaluate(recordNotices);
}

/**
 * Records from the start of every document the page loads from now on, so a transient notice
 * (a success hides after 4 s) is seen however long the page after it takes to render.
 */
export async function watchNoticesFromStart(page: Page): Promise<void> {
  await page.addInitScript(recordNotices);
}

export async function noticeRecord(page: Page): Promise<NoticeRecord> {
  return page.evaluate(() => (window as WatchWindow).__noticeRecord!);
}

/** The notices on screen now, newest last. */
export async function visibleNotices(page: Page): Promise<string[]> {
  return page.locator('[data-notices] [role="alert"]').allTextContents();
}
