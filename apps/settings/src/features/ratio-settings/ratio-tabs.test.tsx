import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultModelRatio } from '@gateway/domain';
import { noticeTexts } from '@gateway/console-testing/notices';
import type { RecordedCall } from '@gateway/console-testing/stub-api';
import { lastPut, openRatioTab, type, WAIT } from './testing/ratio-world.ts';

const field = async (form: HTMLElement, label: string) => within(form).getByLabelText(label, { selector: 'textarea' }) as HTMLTextAreaElement;

describe('model ratio tab (?ratio=model)', () => {
  it('SET-025 / SET-026 / SET-027 / SET-014: the seven pricing options as JSON areas, in the order of the reference', async () => {
    const { location } = await openRatioTab('model');
    const form = await screen.findByRole('form', { name: 'Model ratio settings' }, WAIT);
    const labels = within(form)
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('name'));
    expect(labels).toEqual(['GroupRatio', 'UserUsableGroups', 'ModelPrice', 'ModelRatio', 'CacheRatio', 'CompletionRatio', 'Chats']);
    expect(JSON.parse((await field(form, 'Group ratios')).value)).toEqual({ default: 1, vip: 0.5 });
    expect(screen.getAllByRole('tab', { name: /Model ratios|Visual price editor|Models without a price/ }).map((tab) => tab.textContent)).toEqual([
      'Model ratios',
      'Visual price editor',
      'Models without a price',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Models without a price' }));
    expect(location.history?.at(-1)).toBe('/setting?tab=operation&ratio=unset_models');
  });

  it('SET-009 / SET-027: a JSON area is checked on blur with the registry schema (shape, negative ratio, group name)', async () => {
    const { api } = await openRatioTab('model');
    const form = await screen.findByRole('form', { name: 'Model ratio settings' }, WAIT);
    const groups = await field(form, 'Group ratios');
    type(groups, '{"default": 1');
    fireEvent.blur(groups);
    expect(await within(form).findByText('Group ratios is not a valid JSON string', {}, WAIT)).toBeTruthy();
    type(groups, '{"default": -1}');
    fireEvent.blur(groups);
    expect(await within(form).findByText('Group ratios: the ratio of default must be 0 or greater', {}, WAIT)).toBeTruthy();
    type(groups, '{"vip,svip": 1}');
    fireEvent.blur(groups);
    expect(await within(form).findByText(/Group ratios: "vip,svip" is not a valid group name/, {}, WAIT)).toBeTruthy();
    const chats = await field(form, 'Chat links');
    type(chats, '[{"Evil": "javascript:alert(1)"}]');
    fireEvent.blur(chats);
    expect(await within(form).findByText(/Chat links: the link of Evil must not be empty nor a javascript:/, {}, WAIT)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(noticeTexts().join()).toMatch(/Please fix 2 fields/), WAIT);
    expect(api.puts()).toEqual([]);
  });

  it('SET-028: resetting the model ratios asks first ("irreversible"), posts rest_model_ratio and shows the restored table', async () => {
    const restored = JSON.stringify(defaultModelRatio);
    const { api } = await openRatioTab('model', {
      routes: {
        'POST /api/option/rest_model_ratio': () => {
          api.options['ModelRatio'] = restored;
          return { data: null };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Model ratio settings' }, WAIT);
    type(await field(form, 'Model ratios'), '{"edited": 1}');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset model ratios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the model ratios?' }, WAIT);
    expect(dialog.textContent).toContain('This change is irreversible');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(api.callsTo('POST', '/api/option/rest_model_ratio')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Reset model ratios' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Reset model ratios' }));
    await waitFor(() => expect(noticeTexts()).toContain('The model ratios were reset to the built-in table'), WAIT);
    expect(api.callsTo('POST', '/api/option/rest_model_ratio')).toHaveLength(1);
    await waitFor(async () => expect(JSON.parse((await field(form, 'Model ratios')).value)).toEqual(defaultModelRatio), WAIT);
    expect(api.puts()).toEqual([]);
  });

  it('SET-028: a refused reset shows the server message and keeps the edit', async () => {
    await openRatioTab('model', { routes: { 'POST /api/option/rest_model_ratio': { fail: 'Insufficient permission' } } });
    const form = await screen.findByRole('form', { name: 'Model ratio settings' }, WAIT);
    type(await field(form, 'Model ratios'), '{"edited": 1}');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset model ratios' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Reset model ratios' }));
    await waitFor(() => expect(noticeTexts()).toContain('Insufficient permission'), WAIT);
    expect((await field(form, 'Model ratios')).value).toBe('{"edited": 1}');
  });
});

describe('unset models tab (?ratio=unset_models)', () => {
  const enabled = { 'GET /api/channel/models_enabled': { data: ['gpt-4o', 'dall-e-3', 'llama-3-70b', 'mistral-small', 'qwen-max'] } };

  it('SET-043 / SET-044: lists enabled models with neither price nor ratio; a saved price removes the model from the list', async () => {
    const { api } = await openRatioTab('unset_models', { routes: enabled });
    const table = await screen.findByRole('table', { name: 'Enabled models without a price' }, WAIT);
    await waitFor(() => expect(within(table).queryByText('llama-3-70b')).toBeTruthy(), WAIT);
    const listed = () =>
      within(table)
        .queryAllByRole('button', { name: /^Set the price of / })
        .map((button) => button.getAttribute('aria-label'));
    expect(listed()).toEqual(['Set the price of llama-3-70b', 'Set the price of mistral-small']);

    fireEvent.click(within(table).getByRole('button', { name: 'Set the price of llama-3-70b' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price of llama-3-70b' }, WAIT);
    expect((within(dialog).getByLabelText('Model name') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the model ratio', {}, WAIT)).toBeTruthy();
    type(within(dialog).getByLabelText('Model ratio'), '0.3');
    type(within(dialog).getByLabelText('Completion ratio'), '1.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listed()).toEqual(['Set the price of mistral-small']), WAIT);
    expect(lastPut(api, 'ModelRatio')).toEqual({ 'gpt-4o': 1.25, 'qwen-max': 1.2, 'llama-3-70b': 0.3 });
    expect(lastPut(api, 'CompletionRatio')).toEqual({ 'gpt-4o': 2, 'qwen-max': 3, 'llama-3-70b': 1.5 });
    expect(
      api
        .puts()
        .map((put) => put.key)
        .sort(),
    ).toEqual(['CompletionRatio', 'ModelRatio']);
    expect(noticeTexts()).toContain('Update succeeded');
  });

  it('SET-044: a per-request price saves ModelPrice; a refused save keeps the model listed and the dialog open', async () => {
    const { api } = await openRatioTab('unset_models', { routes: enabled, refuse: { ModelPrice: 'database is busy' } });
    const table = await screen.findByRole('table', { name: 'Enabled models without a price' }, WAIT);
    fireEvent.click(await within(table).findByRole('button', { name: 'Set the price of mistral-small' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Price of mistral-small' }, WAIT);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Per request' }));
    type(within(dialog).getByLabelText('Price per request (USD)'), '0.01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(noticeTexts()).toContain('database is busy'), WAIT);
    expect(api.puts().map((put: { key: string }) => put.key)).toEqual(['ModelPrice']);
    expect(screen.getByRole('dialog', { name: 'Price of mistral-small' })).toBeTruthy();
    // The dialog hides the page from assistive technology meanwhile: look for the text.
    expect(within(table).getByText('mistral-small')).toBeTruthy();
  });

  it('SET-045: page sizes 10, 20, 50 and 100', async () => {
    await openRatioTab('unset_models', { routes: enabled });
    const table = await screen.findByRole('table', { name: 'Enabled models without a price' }, WAIT);
    await within(table).findByText('llama-3-70b', {}, WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect((await screen.findAllByRole('option', {}, WAIT)).map((option) => option.textContent)).toEqual(['10', '20', '50', '100']);
  });

  it('says when the enabled models cannot be read, in Chinese too', async () => {
    const failing = { 'GET /api/channel/models_enabled': (_call: RecordedCall) => ({ fail: 'boom' }) };
    await openRatioTab('unset_models', { routes: failing }, 'zh');
    expect(await screen.findByText('获取已启用模型失败', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '未设置倍率模型', selected: true })).toBeTruthy();
  });
});
