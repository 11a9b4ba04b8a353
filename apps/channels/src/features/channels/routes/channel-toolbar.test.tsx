import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderChannels, stubApi } from '../../../testing/render-channels.tsx';
import type { ApiCall } from '../../../testing/render-channels.tsx';
import { fakeChannel, pageOf } from '../../../testing/fake-channels.ts';
import { CHANNEL_ID_SORT_STORAGE_KEY } from '../logic/list-preferences.ts';

const channels = [fakeChannel({ id: 1, name: 'alpha', balance: 1.5 }), fakeChannel({ id: 2, name: 'beta', status: 2, tag: 'team' })];

function toolbarApi(copyAnswer: () => unknown = () => ({ id: 3 })) {
  return (call: ApiCall): unknown => {
    if (call.path === '/api/channel/' && call.method === 'GET') return pageOf(channels);
    if (call.path === '/api/channel/models_enabled') return ['gpt-4o', 'claude-3'];
    if (call.path === '/api/group/') return ['default'];
    if (call.path === '/api/channel/models') return [{ id: 'gpt-4o' }];
    if (call.path === '/api/channel/batch' || call.path === '/api/channel/batch/tag') return (call.body as { ids: number[] }).ids.length;
    if (call.path === '/api/channel/disabled') return 1;
    if (call.path === '/api/channel/fix') return 4;
    if (call.path === '/api/channel/test') return { running: true, done: 0, total: 2 };
    if (call.path === '/api/channel/test/progress') return { running: false, done: 2, total: 2 };
    if (call.path === '/api/channel/update_balance') return null;
    if (call.path === '/api/channel/update_balance/1') return { balance: 12.25 };
    if (call.path === '/api/channel/' && call.method === 'PUT') return channels[0];
    if (call.path === '/api/channel/copy/1') return copyAnswer();
    if (call.path === '/api/channel/tag') return 1;
    throw new Error(`unexpected ${call.method} ${call.path}`);
  };
}

async function selectRow(name: string): Promise<void> {
  const row = (await screen.findByText(name)).closest('tr')!;
  fireEvent.click(within(row).getByRole('checkbox'));
}

function confirm(): void {
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
}

describe('channel toolbar and row actions', () => {
  it('CH-029: batch delete asks, then posts the selected ids', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel');
    await selectRow('alpha');
    await selectRow('beta');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Delete the 2 selected channels?')).toBeTruthy();
    confirm();
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/batch')?.body).toEqual({ ids: [1, 2] }));
    expect(await screen.findByText('Deleted 2 channels')).toBeTruthy();
  });

  it('CH-030: batch tag needs a selection and a non-empty tag', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel');
    await screen.findByText('alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Tag selected' }));
    expect(await screen.findByText('Select the channels to tag')).toBeTruthy();
    await selectRow('alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Tag selected' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a tag')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Tag'), { target: { value: ' vip ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/batch/tag')?.body).toEqual({ ids: [1], tag: 'vip' }));
  });

  it('CH-019 / CH-020 / CH-021 / CH-022: test all with progress, update all balances, delete disabled (confirmed), fix', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel');
    await screen.findByText('alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Test all' }));
    expect(await screen.findByText('All channels tested')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/channel/test/progress')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Update all balances' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/channel/update_balance')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Delete disabled' }));
    expect(calls.some((call) => call.path === '/api/channel/disabled')).toBe(false);
    confirm();
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/disabled')?.method).toBe('DELETE'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Fix abilities' }));
    expect(await screen.findByText('Abilities fixed: 4 rows changed')).toBeTruthy();
  });

  it('CH-011 / CH-018: the row switches the status and updates the balance', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel');
    const alpha = (await screen.findByText('alpha')).closest('tr')!;
    fireEvent.click(within(alpha).getByRole('button', { name: 'Disable' }));
    const beta = screen.getByText('beta').closest('tr')!;
    fireEvent.click(within(beta).getByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { id: 1, status: 2 },
        { id: 2, status: 1 },
      ]),
    );
    fireEvent.click(within(alpha).getByText('$1.50'));
    expect(await screen.findByText('Balance of "alpha": $12.25')).toBeTruthy();
  });

  it('CH-031 / CH-032: copy posts the channel, and a failure names the reason', async () => {
    let fail = false;
    const calls = stubApi(
      toolbarApi(() => {
        if (fail) throw new Error('upstream key missing');
        return { id: 3 };
      }),
    );
    await renderChannels('/channel');
    const alpha = (await screen.findByText('alpha')).closest('tr')!;
    fireEvent.click(within(alpha).getByRole('button', { name: 'More actions for alpha' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    expect(await screen.findByText('Copied "alpha" as channel #3')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/channel/copy/1' && call.method === 'POST')).toBe(true);
    fail = true;
    fireEvent.click(within(alpha).getByRole('button', { name: 'More actions for alpha' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    expect(await screen.findByText('Channel copy failed: upstream key missing')).toBeTruthy();
  });

  it('CH-007: the id-sort switch is remembered and sent', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel');
    await screen.findByText('alpha');
    fireEvent.click(screen.getByLabelText('Sort by ID'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/channel/' && call.query.get('id_sort') === 'true')).toBe(true));
    expect(localStorage.getItem(CHANNEL_ID_SORT_STORAGE_KEY)).toBe('true');
  });

  it('CH-005: page and size come from the URL (the URL counts pages from 0, the server from 1)', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel?p=2&size=50');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/channel/' && call.query.get('p') === '3' && call.query.get('page_size') === '50')).toBe(true),
    );
  });

  it('CH-062: the tag editor says when nothing changed', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel?tag=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit tag' }));
    expect(await screen.findByRole('heading', { name: 'Edit tag "team"' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/channel/tag')).toBe(false);
  });

  it('CH-059 / CH-063: clearing the tag name dissolves the tag with PUT /api/channel/tag', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel?tag=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit tag' }));
    const form = (await screen.findByRole('heading', { name: 'Edit tag "team"' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('Tag name'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/tag')?.body).toEqual({ tag: 'team', new_tag: '' }));
    expect(await screen.findByText('Tag updated: 1 channel')).toBeTruthy();
  });

  it('CH-029: in tag mode the tag row selects its channels for batch delete', async () => {
    const calls = stubApi(toolbarApi());
    await renderChannels('/channel?tag=1');
    const tagRow = (await screen.findByText('Tag: team')).closest('tr')!;
    fireEvent.click(within(tagRow).getByRole('checkbox'));
    expect((within(tagRow).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    confirm();
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/batch')?.body).toEqual({ ids: [2] }));
  });
});
