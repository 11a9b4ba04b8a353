/**
 * Page-test helpers of the ratio tabs: the settings world with small, known pricing options (the
 * registry defaults hold ~180 ratios), and finders for the visual editor's table and cells.
 */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import type { Language } from '@gateway/i18n';
import remote from '../../../expose/routes.tsx';
import { settingsWorld } from '../../../testing/settings-page-world.ts';
import type { SettingsWorldOptions } from '../../../testing/settings-page-world.ts';

export const WAIT = { timeout: 45_000 };

/** Pricing options every ratio test starts from unless it gives its own. */
export const basePricing: Record<string, string> = {
  ModelPrice: JSON.stringify({ 'dall-e-3': 0.04 }),
  ModelRatio: JSON.stringify({ 'gpt-4o': 1.25, 'qwen-max': 1.2 }),
  CompletionRatio: JSON.stringify({ 'gpt-4o': 2, 'qwen-max': 3 }),
  GroupRatio: JSON.stringify({ default: 1, vip: 0.5 }),
};

export async function openRatioTab(tab: 'model' | 'visual' | 'unset_models', options: SettingsWorldOptions = {}, language: Language = 'en') {
  const api = settingsWorld({ ...options, stored: { ...basePricing, ...options.stored } });
  const view = await renderRemotePage(remote, `/setting?tab=operation&ratio=${tab}`, language);
  return { api, ...view };
}

/** The visual editor's table (named "Model prices"). */
export async function pricesTable() {
  return screen.findByRole('table', { name: 'Model prices' }, WAIT);
}

/** The row of a model in the visual editor's table. */
export async function modelRow(model: string) {
  const table = await pricesTable();
  return within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(model, { exact: true }) !== null)!;
}

/** The in-place input of a column of a model ("Model ratio of gpt-4o"). */
export function cell(column: string, model: string): HTMLInputElement {
  return screen.getByLabelText(`${column} of ${model}`) as HTMLInputElement;
}

export function type(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
}

/** The names listed on the current page of the visual editor. */
export async function listedModels(): Promise<string[]> {
  const table = await pricesTable();
  return within(table)
    .queryAllByLabelText(/^Model ratio of /)
    .map((input) => input.getAttribute('aria-label')!.replace('Model ratio of ', ''));
}

/** The last PUT of a key, parsed. */
export function lastPut(api: ReturnType<typeof settingsWorld>, key: string): unknown {
  const put = api
    .puts()
    .filter((entry) => entry.key === key)
    .at(-1);
  expect(put, `PUT ${key}`).toBeDefined();
  return JSON.parse(put!.value);
}

export async function waitForPuts(api: ReturnType<typeof settingsWorld>, count: number): Promise<void> {
  await waitFor(() => expect(api.puts()).toHaveLength(count), WAIT);
}
