/** The settings page's sections as a test finds and saves them (one definition for every settings suite). */
import type { Locator, Page } from 'playwright-core';
import { noticeAfter } from './fresh-notice.ts';
import { text, type Language } from './messages.ts';

/** A settings section: the form named by its heading. */
export function settingsSection(page: Page, title: string): Locator {
  return page.getByRole('form', { name: title, exact: true });
}

/** Saves the section and waits for this save's own success notice (not an earlier save's, still on screen). */
export async function saveSection(page: Page, form: Locator, language: Language): Promise<void> {
  await noticeAfter(page, text(language, 'common', 'messages.updateSucceeded'), () => form.getByRole('button', { name: /^(Save|保存)/ }).click());
}
