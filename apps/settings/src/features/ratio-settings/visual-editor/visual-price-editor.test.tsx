import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatQuota } from '@gateway/domain';
import { noticeTexts } from '@gateway/console-testing/notices';
import { cell, listedModels, modelRow, openRatioTab, pricesTable, type, waitForPuts, lastPut, WAIT } from '../testing/ratio-world.ts';

const usd = (quota: number) => formatQuota(quota, { quotaPerUnit: 500000, displayInCurrency: true }, { language: 'en' });
const userPrice = (model: string) => document.querySelector(`[data-user-price="${model}"]`)?.textContent ?? '';
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('visual price editor (/setting?tab=operation&ratio=visual)', () => {
  it('SET-025 / SET-029 / SET-031: lists each priced model with its price, ratio and completion ratio and what a user pays, computed by computeCost', async () => {
    await openRatioTab('visual');
    await pricesTable();
    expect(await listedModels()).toEqual(['dall-e-3', 'gpt-4o', 'qwen-max']);
    expect(screen.getByRole('tab', { name: 'Visual price editor', selected: true })).toBeTruthy();
    expect(cell('Fixed price (USD / request)', 'dall-e-3').value).toBe('0.04');
    expect([cell('Model ratio', 'qwen-max').value, cell('Completion ratio', 'qwen-max').value]).toEqual(['1.2', '3']);
    // SET-032: ratio 1.2 → $2.40 per 1M input tokens; output × 3.
    expect(userPrice('qwen-max')).toBe(`Input / 1M tokens: ${usd(1_200_000)}Output / 1M tokens: ${usd(3_600_000)}`);
    expect(userPrice('dall-e-3')).toBe(`${usd(20_000)} per request`);
    // gpt-4o is in the built-in completion table (4), which the relay bills instead of the option's 2.
    expect(within(await modelRow('gpt-4o')).getByText('Billed ×4 (built-in)')).toBeTruthy();
    expect(userPrice('gpt-4o')).toContain(`Output / 1M tokens: ${usd(5_000_000)}`);
    expect(within(await modelRow('qwen-max')).queryByText(/Billed ×/)).toBeNull();
  });

  it('shows the prices of the chosen group (GroupRatio vip 0.5)', async () => {
    await openRatioTab('visual');
    await pricesTable();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show prices for group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'vip (×0.5)' }, WAIT));
    await waitFor(() => expect(userPrice('qwen-max')).toContain(usd(600_000)), WAIT);
    expect(screen.getByRole('columnheader', { name: 'User pays (vip)' })).toBeTruthy();
  });

  it('SET-030 / SET-029: 10 models a page; the search narrows the list and starts again on page 1', async () => {
    const ratios = Object.fromEntries(Array.from({ length: 23 }, (_value, index) => [`model-${String(index + 1).padStart(2, '0')}`, 1]));
    await openRatioTab('visual', { stored: { ModelPrice: '{}', CompletionRatio: '{}', ModelRatio: JSON.stringify(ratios) } });
    await pricesTable();
    expect(await listedModels()).toEqual(Object.keys(ratios).slice(0, 10));
    expect(screen.getByText('Row 1 - 10, Total 23')).toBeTruthy();
    fireEvent.click(button('Next page'));
    await waitFor(async () => expect(await listedModels()).toEqual(Object.keys(ratios).slice(10, 20)), WAIT);
    type(screen.getByLabelText('Search models'), 'model-2');
    await waitFor(async () => expect(await listedModels()).toEqual(['model-20', 'model-21', 'model-22', 'model-23']), WAIT);
    expect(screen.getByText('Row 1 - 4, Total 4')).toBeTruthy();
  });

  it('SET-034 / SET-035 / SET-005: a fixed price clears the ratios and disables their inputs; Save sends the changed maps only', async () => {
    const { api } = await openRatioTab('visual');
    await pricesTable();
    expect(cell('Model ratio', 'qwen-max').disabled).toBe(false);
    expect(cell('Model ratio', 'dall-e-3').disabled).toBe(true);
    expect(cell('Completion ratio', 'dall-e-3').disabled).toBe(true);
    type(cell('Fixed price (USD / request)', 'qwen-max'), '0.5');
    await waitFor(() => expect(cell('Model ratio', 'qwen-max').disabled).toBe(true), WAIT);
    expect([cell('Model ratio', 'qwen-max').value, cell('Completion ratio', 'qwen-max').value]).toEqual(['', '']);
    expect(userPrice('qwen-max')).toBe(`${usd(250_000)} per request`);
    fireEvent.click(button('Save prices'));
    await waitForPuts(api, 3);
    expect(lastPut(api, 'ModelPrice')).toEqual({ 'dall-e-3': 0.04, 'qwen-max': 0.5 });
    expect(lastPut(api, 'ModelRatio')).toEqual({ 'gpt-4o': 1.25 });
    expect(lastPut(api, 'CompletionRatio')).toEqual({ 'gpt-4o': 2 });
    await waitFor(() => expect(noticeTexts()).toContain('Update succeeded'), WAIT);
    // Nothing left to save.
    fireEvent.click(button('Save prices'));
    await waitFor(() => expect(noticeTexts()).toContain('You seem not to have modified anything'), WAIT);
    expect(api.puts()).toHaveLength(3);
  });

  it('SET-036 / SET-037 / SET-010: a cell refuses a non-number and a zero price, and the save waits for valid input', async () => {
    const { api } = await openRatioTab('visual');
    await pricesTable();
    type(cell('Model ratio', 'gpt-4o'), '1.5x');
    expect(await within(await modelRow('gpt-4o')).findByText('Please enter a number', {}, WAIT)).toBeTruthy();
    type(cell('Fixed price (USD / request)', 'dall-e-3'), '0');
    expect(within(await modelRow('dall-e-3')).getByText('Model price cannot be 0')).toBeTruthy();
    fireEvent.click(button('Save prices'));
    await waitFor(() => expect(noticeTexts()).toContain('Check the input: 2 cells are not valid numbers'), WAIT);
    expect(api.puts()).toEqual([]);
    type(cell('Model ratio', 'gpt-4o'), '1.5');
    type(cell('Fixed price (USD / request)', 'dall-e-3'), '0.05');
    fireEvent.click(button('Save prices'));
    await waitForPuts(api, 2);
    expect(lastPut(api, 'ModelRatio')).toEqual({ 'gpt-4o': 1.5, 'qwen-max': 1.2 });
    expect(lastPut(api, 'ModelPrice')).toEqual({ 'dall-e-3': 0.05 });
  });

  it('SET-033 / SET-032: the edit dialog converts ratio ↔ price (input = ratio × 2, completion = output ÷ input) and per request clears the ratios', async () => {
    await openRatioTab('visual');
    await pricesTable();
    fireEvent.click(button('Edit qwen-max'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the model price' }, WAIT);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Price' }));
    expect((within(dialog).getByLabelText('Input price (USD per 1M tokens)') as HTMLInputElement).value).toBe('2.4');
    expect((within(dialog).getByLabelText('Output price (USD per 1M tokens)') as HTMLInputElement).value).toBe('7.2');
    type(within(dialog).getByLabelText('Input price (USD per 1M tokens)'), '3');
    type(within(dialog).getByLabelText('Output price (USD per 1M tokens)'), '15');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ratio' }));
    expect((within(dialog).getByLabelText('Model ratio') as HTMLInputElement).value).toBe('1.5');
    expect((within(dialog).getByLabelText('Completion ratio') as HTMLInputElement).value).toBe('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cell('Model ratio', 'qwen-max').value).toBe('1.5'), WAIT);
    expect(cell('Completion ratio', 'qwen-max').value).toBe('5');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

    fireEvent.click(button('Edit gpt-4o'));
    const again = await screen.findByRole('dialog', { name: 'Edit the model price' }, WAIT);
    fireEvent.click(within(again).getByRole('radio', { name: 'Per request' }));
    type(within(again).getByLabelText('Price per request (USD)'), '0');
    fireEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(await within(again).findByText('Model price cannot be 0', {}, WAIT)).toBeTruthy();
    type(within(again).getByLabelText('Price per request (USD)'), '0.02');
    fireEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cell('Fixed price (USD / request)', 'gpt-4o').value).toBe('0.02'), WAIT);
    expect([cell('Model ratio', 'gpt-4o').value, cell('Model ratio', 'gpt-4o').disabled]).toEqual(['', true]);
  });

  it('SET-038 / SET-039: a new model needs an unused name and goes to the top; an edited model keeps its name read-only', async () => {
    await openRatioTab('visual');
    await pricesTable();
    fireEvent.click(button('Add model'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a model price' }, WAIT);
    type(within(dialog).getByLabelText('Model name'), 'gpt-4o');
    type(within(dialog).getByLabelText('Model ratio'), '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Model name already exists', {}, WAIT)).toBeTruthy();
    type(within(dialog).getByLabelText('Model name'), 'gpt-4.1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect((await listedModels())[0]).toBe('gpt-4.1'), WAIT);
    expect(cell('Model ratio', 'gpt-4.1').value).toBe('2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

    fireEvent.click(button('Edit gpt-4.1'));
    const edit = await screen.findByRole('dialog', { name: 'Edit the model price' }, WAIT);
    const name = within(edit).getByLabelText('Model name') as HTMLInputElement;
    expect([name.value, name.readOnly]).toEqual(['gpt-4.1', true]);
    expect(within(edit).getByText('The name of an existing model cannot be changed')).toBeTruthy();
  });

  it('SET-040 / SET-041 / SET-042: batch set needs a selection and its value(s), as numbers, then sets every selected model', async () => {
    await openRatioTab('visual');
    const table = await pricesTable();
    fireEvent.click(button(/^Batch set/));
    await waitFor(() => expect(noticeTexts()).toContain('Please first select models to batch set'), WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();

    const rowOf = async (model: string) => within(await modelRow(model)).getByRole('checkbox');
    fireEvent.click(await rowOf('gpt-4o'));
    fireEvent.click(await rowOf('dall-e-3'));
    expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    fireEvent.click(button('Batch set (2 selected)'));
    const dialog = await screen.findByRole('dialog', { name: 'Batch set' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to selection' }));
    expect(await within(dialog).findByText('Enter the fill value', {}, WAIT)).toBeTruthy();
    type(within(dialog).getByLabelText('Model ratio'), 'abc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to selection' }));
    expect(await within(dialog).findByText('The fill value must be a number', {}, WAIT)).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Set' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Model ratio and completion ratio' }, WAIT));
    type(within(dialog).getByLabelText('Model ratio'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to selection' }));
    expect(await within(dialog).findAllByText('Enter the model ratio and the completion ratio', {}, WAIT)).toHaveLength(2);
    type(within(dialog).getByLabelText('Model ratio'), 'x');
    type(within(dialog).getByLabelText('Completion ratio'), '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to selection' }));
    expect(await within(dialog).findByText('Enter valid numbers', {}, WAIT)).toBeTruthy();
    type(within(dialog).getByLabelText('Model ratio'), '7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to selection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(noticeTexts()).toContain('Set for 2 models; save to apply them');
    for (const model of ['gpt-4o', 'dall-e-3']) {
      expect([cell('Fixed price (USD / request)', model).value, cell('Model ratio', model).value, cell('Completion ratio', model).value]).toEqual([
        '',
        '7',
        '3',
      ]);
    }
    expect(cell('Model ratio', 'qwen-max').value).toBe('1.2');
  });

  it('the editor edits the same options as the JSON tab: an unsaved edit shows there, and Discard changes forgets it', async () => {
    await openRatioTab('visual');
    await pricesTable();
    type(cell('Model ratio', 'gpt-4o'), '9');
    fireEvent.click(screen.getByRole('tab', { name: 'Model ratios' }));
    const json = (await screen.findByLabelText('Model ratios', { selector: 'textarea' }, WAIT)) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual({ 'gpt-4o': 9, 'qwen-max': 1.2 });
    fireEvent.click(screen.getByRole('tab', { name: 'Visual price editor' }));
    await pricesTable();
    fireEvent.click(button('Discard changes'));
    await waitFor(() => expect(cell('Model ratio', 'gpt-4o').value).toBe('1.25'), WAIT);
  });

  it('renders in Chinese', async () => {
    await openRatioTab('visual', {}, 'zh');
    await screen.findByRole('table', { name: '模型价格' }, WAIT);
    expect(screen.getByRole('tab', { name: '可视化倍率设置', selected: true })).toBeTruthy();
    expect(screen.getByLabelText('gpt-4o 的模型倍率')).toBeTruthy();
    expect(screen.getByText('按 ×4 计费（内置）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^批量设置/ }));
    await waitFor(() => expect(noticeTexts()).toContain('请先选择需要批量设置的模型'), WAIT);
  });
});
