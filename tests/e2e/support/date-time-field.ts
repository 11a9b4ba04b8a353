/**
 * Driving the console's date-time pickers (`@gateway/ui/time-range-picker`, MUI X) the way a person
 * does with a keyboard: the field is a group of spin buttons (month, day, year, hours …) named by its
 * label; typing digits fills one section after the other.
 */
import type { Locator, Page } from 'playwright-core';

/** The field group of the picker labelled `label`. */
export function dateTimeField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/** Types `keys` into the field from its first section on ("01052026083015P" → 01/05/2026 08:30:15 PM). */
export async function typeDateTime(page: Page, field: Locator, keys: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(keys);
}

/** What the field holds, as the page formats it (its hidden input carries the text). */
export function dateTimeText(field: Locator): Promise<string> {
  return field.locator('xpath=..').locator('input').inputValue();
}

/** Unix seconds of a local date-time in the page's own time zone (the one the browser context was given). */
export function pageLocalSeconds(page: Page, parts: [number, number, number, number, number, number]): Promise<number> {
  return page.evaluate(([year, month, day, hour, minute, second]) => new Date(year, month - 1, day, hour, minute, second).getTime() / 1000, parts);
}
