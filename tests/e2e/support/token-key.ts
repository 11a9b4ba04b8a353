import type { Locator, Page } from 'playwright-core';
import { text, type Language } from './messages.ts';

/**
 * Where a token's key controls (reveal, copy) are: in its row, or, where the table is narrower than its columns
 * and the key column is folded, in the row's folded fields below it, opened by the row's "+N" (once).
 */
export async function keyControls(page: Page, name: string, language: Language): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: name });
  await row.first().waitFor();
  if ((await row.getByRole('button', { name: text(language, 'tokens_wallet', 'tokens.actions.reveal') }).count()) > 0) return row;
  const detail = row.locator('xpath=following-sibling::tr[1]');
  if ((await detail.locator('[data-folded-fields]').count()) === 0) await row.locator('button[data-folded-count]').click();
  await detail.locator('[data-folded-fields]').waitFor();
  return detail;
}
