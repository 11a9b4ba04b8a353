import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderChannels, stubApi } from '../../../testing/render-channels.tsx';
import type { ApiCall } from '../../../testing/render-channels.tsx';
import { fakeChannel, pageOf } from '../../../testing/fake-channels.ts';
import { CHANNEL_COLUMNS_STORAGE_KEY } from '../logic/list-preferences.ts';

const channels = [
  fakeChannel({ id: 1, name: 'openai-main', response_time: 800, priority: 5 }),
  fakeChannel({
    id: 2,
    name: 'claude-backup',
    type: 14,
    status: 3,
    other_info: '{"status_reason":"invalid key","status_time":1700000000}',
    tag: 'team',
    response_time: 6000,
  }),
  fakeChannel({ id: 3, name: 'claude-spare', type: 14, status: 2, tag: 'team' }),
];

function listApi(call: ApiCall): unknown {
  if (call.path === '/api/channel/' && call.method === 'GET') return pageOf(channels);
  if (call.path === '/api/channel/search') return pageOf(channels.filter((channel) => channel.name.includes(call.query.get('keyword') ?? '')));
  if (call.path === '/api/channel/models_enabled') return ['gpt-4o', 'claude-3'];
  if (call.path === '/api/group/') return ['default', 'vip'];
  if (call.path === '/api/channel/models') return [{ id: 'gpt-4o' }, { id: 'text-embedding-3-small' }, { id: 'claude-3' }];
  if (call.path === '/api/channel/' && call.method === 'PUT') return channels[0];
  if (call.path.startsWith('/api/channel/test/')) return { time: 0.42 };
  if (call.path === '/api/channel/tag/enabled') return null;
  if (call.path === '/api/channel/tag') return 2;
  throw new Error(`unexpected ${call.method} ${call.path}`);
}

describe('channel list', () => {
  it('CH-001 / CH-003: /channel loads GET /api/channel/ with p, page_size and the switches', async () => {
    const calls = stubApi(listApi);
    await renderChannels('/channel');
    expect(screen.getByRole('heading', { level: 1, name: 'Channels' })).toBeTruthy();
    expect(await screen.findByText('openai-main')).toBeTruthy();
    const list = calls.find((call) => call.path === '/api/channel/');
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ p: '0', page_size: '10', id_sort: 'false', tag_mode: 'false' });
  });

  it('CH-008 / CH-009 / CH-015: type label, status chip and response time colour', async () => {
    stubApi(listApi);
    await renderChannels('/channel');
    expect(await screen.findByText('OpenAI')).toBeTruthy();
    expect(screen.getAllByText('Anthropic Claude')).toHaveLength(2);
    expect(screen.getByText('0.80 s').closest('[data-response-color]')?.getAttribute('data-response-color')).toBe('#2e7d32');
    expect(screen.getByText('6.00 s').closest('[data-response-color]')?.getAttribute('data-response-color')).toBe('#d32f2f');
    expect(screen.getByText('Auto-disabled')).toBeTruthy();
    expect(screen.getByTestId('auto-disabled-status')).toBeTruthy();
  });

  it('CH-012: disabled rows are greyed', async () => {
    stubApi(listApi);
    await renderChannels('/channel');
    const name = await screen.findByText('claude-spare');
    expect(name.closest('[data-disabled="true"]')).not.toBeNull();
    expect(screen.getByText('openai-main').closest('[data-disabled="true"]')).toBeNull();
  });

  it('CH-004: the search puts the filters in the URL and calls /api/channel/search', async () => {
    const calls = stubApi(listApi);
    const { location } = await renderChannels('/channel');
    await screen.findByText('openai-main');
    fireEvent.change(screen.getByLabelText('ID, name or key'), { target: { value: 'claude' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/channel/search' && call.query.get('keyword') === 'claude')).toBe(true));
    expect(location.history?.at(-1)).toBe('/channel?keyword=claude');
    await waitFor(() => expect(screen.queryByText('openai-main')).toBeNull());
  });

  it('CH-029: batch delete without a selection says so', async () => {
    stubApi(listApi);
    await renderChannels('/channel');
    await screen.findByText('openai-main');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Select the channels to delete')).toBeTruthy();
  });

  it('CH-023: an inline priority is saved with PUT {id, priority}; an empty one is ignored (CH-025)', async () => {
    const calls = stubApi(listApi);
    await renderChannels('/channel');
    const field = await screen.findByLabelText('Priority of openai-main');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ id: 1, priority: 9 }]));
  });

  it('CH-024: a negative weight is saved as 0', async () => {
    const calls = stubApi(listApi);
    await renderChannels('/channel');
    const field = await screen.findByLabelText('Weight of openai-main');
    fireEvent.change(field, { target: { value: '-5' } });
    fireEvent.blur(field);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: 1, weight: 0 }));
  });

  it('CH-017: testing picks a model and calls GET /api/channel/test/:id?model=', async () => {
    const calls = stubApi(listApi);
    await renderChannels('/channel');
    await screen.findByText('openai-main');
    fireEvent.click(screen.getAllByRole('button', { name: 'Test' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'gpt-4o-mini' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/channel/test/1' && call.query.get('model') === 'gpt-4o-mini')).toBe(true));
    expect(await screen.findByText('Channel "openai-main" answered in 0.42 s')).toBeTruthy();
  });

  it('CH-006: column choices are stored under the channels key', async () => {
    stubApi(listApi);
    await renderChannels('/channel');
    await screen.findByText('openai-main');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByLabelText('Balance'));
    expect(JSON.parse(localStorage.getItem(CHANNEL_COLUMNS_STORAGE_KEY) ?? '{}')).toMatchObject({ balance: false, name: true });
    expect(screen.queryByRole('columnheader', { name: 'Balance' })).toBeNull();
  });

  it('CH-013 / CH-014 / CH-016: tag mode shows tag rows that enable all their channels', async () => {
    const calls = stubApi(listApi);
    await renderChannels('/channel?tag=1');
    expect(await screen.findByText('Tag: team')).toBeTruthy();
    expect(screen.queryByText('claude-spare')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the channels of tag team' }));
    expect(await screen.findByText('claude-spare')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enable all' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/tag/enabled')?.body).toEqual({ tag: 'team' }));
  });

  it('CH-027: changing a tag priority asks first and then sends PUT /api/channel/tag', async () => {
    const calls = stubApi(listApi);
    await renderChannels('/channel?tag=1');
    const field = await screen.findByLabelText('Priority of team');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.path === '/api/channel/tag')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/tag')?.body).toEqual({ tag: 'team', priority: 3 }));
  });

  it('/channel renders in Chinese', async () => {
    stubApi(listApi);
    await renderChannels('/channel', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '渠道' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除所选' })).toBeTruthy();
  });

  it('CH-008: in Chinese the types named by a word are translated (Custom, unused numbers); product names stay', async () => {
    const typed = [
      fakeChannel({ id: 7, name: 'custom-one', type: 8 }),
      fakeChannel({ id: 8, name: 'old-one', type: 28 }),
      fakeChannel({ id: 9, name: 'openai-one', type: 1 }),
    ];
    stubApi((call) => (call.path === '/api/channel/' && call.method === 'GET' ? pageOf(typed) : listApi(call)));
    await renderChannels('/channel', 'zh');
    expect(await screen.findByText('自定义')).toBeTruthy();
    expect(screen.getByText('未使用（28）')).toBeTruthy();
    expect(screen.getByText('OpenAI')).toBeTruthy();
    expect(screen.queryByText('Custom')).toBeNull();
  });

  it('/channel/edit/:id with an id that is not a number says so instead of opening an editor', async () => {
    stubApi(listApi);
    await renderChannels('/channel/edit/openai', 'en');
    expect(screen.getByText(/"openai" is not a channel ID/)).toBeTruthy();
  });

  it('API-CH-008: the model filter suggests enabled models, and says so when they cannot be loaded', async () => {
    stubApi((call) => {
      if (call.path === '/api/channel/models_enabled') throw new Error('boom');
      return listApi(call);
    });
    await renderChannels('/channel');
    expect(await screen.findByText('Failed to get enabled models')).toBeTruthy();
  });
});
