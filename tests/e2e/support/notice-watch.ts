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
};

type WatchWindow = Window & { __noticeRecord?: NoticeRecord };

/** Starts recording in the page (call once the console is rendered). */
export async function watchNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record: NoticeRecord = { mostAtOnce: 0, overAppBar: [], offScreen: [], notStacked: [] };
    (window as WatchWindow).__noticeRecord = record;
    const inspect = () => {
      const notices = [...document.querySelectorAll<HTMLElement>('[data-notices] [role="alert"]')];
      record.mostAtOnce = Math.max(record.mostAtOnce, notices.length);
      const appBarBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      let previousBottom = -Infinity;
      for (const notice of notices) {
        const box = notice.getBoundingClientRect();
        const label = notice.textContent ?? '';
        if (box.top < previousBottom - 0.5 && !record.notStacked.includes(label)) record.notStacked.push(label);
        previousBottom = box.bottom;
        if (box.top < appBarBottom - 0.5 && !record.overAppBar.includes(label)) record.overAppBar.push(label);
        if ((box.left < 0 || box.right > window.innerWidth) && !record.offScreen.includes(label)) record.offScreen.push(label);
      }
    };
    new MutationObserver(inspect).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
    inspect();
  });
}

export async function noticeRecord(page: Page): Promise<NoticeRecord> {
  return page.evaluate(() => (window as WatchWindow).__noticeRecord!);
}

/** The notices on screen now, newest last. */
export async function visibleNotices(page: Page): Promise<string[]> {
  return page.locator('[data-notices] [role="alert"]').allTextContents();
}

/** How many lines each visible notice's message takes (its height over its line height). */
export async function noticeLines(page: Page): Promise<number[]> {
  return page
    .locator('[data-notices] .MuiAlert-message')
    .evaluateAll((messages) =>
      messages.map((message) => {
        const style = getComputedStyle(message);
        const content = message.getBoundingClientRect().height - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
        return Math.round(content / Number.parseFloat(style.lineHeight));
      }),
    );
}
