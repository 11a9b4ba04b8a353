import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LogRow } from '@gateway/domain';
import { baseStatus, renderPage, signInAs, stubApi } from '../../../testing/render-page.tsx';
import { LOG_COLUMNS_STORAGE_KEY } from '../logic/log-columns.ts';

const usage: LogRow = {
  id: 41,
  user_id: 2,
  created_at: 1_763_800_000,
  type: 2,
  content: 'model ratio 2.50, completion ratio 4.00, group ratio 1.00',
  username: 'alice',
  token_name: 'laptop',
  model_name: 'gpt-4o-mini',
  quota: 7250,
  prompt_tokens: 1000,
  completion_tokens: 500,
  use_time: 150,
  is_stream: true,
  channel: 3,
  channel_name: 'mock',
  token_id: 9,
  group: 'default',
  other: JSON.stringify({
    model_ratio: 2.5,
    completion_ratio: 4,
    group_ratio: 1,
    cache_tokens: 0,
    cache_ratio: 1,
    model_price: -1,
    frt: 4200,
    reasoning_effort: 'low',
    admin_info: { use_channel: ['5', '3'] },
  }),
};
const failed: LogRow = {
  ...usage,
  id: 42,
  token_name: 'ci-bot',
  type: 5,
  quota: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  use_time: 2,
  is_stream: false,
  content: 'upstream busy',
  other: JSON.stringify({ status_code: 429 }),
};
const page = (items: LogRow[]) => ({ data: { items, page: 0, page_size: 10, total: items.length } });
const stat = { data: { quota: 7250, token: 1500, rpm: 2, tpm: 1500 } };

function stubLogs(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/status': { data: baseStatus },
    'GET /api/log/': page([usage, failed]),
    'GET /api/log/self/': page([usage]),
    'GET /api/log/stat': stat,
    'GET /api/log/self/stat': stat,
    'GET /api/user/2': { data: { id: 2, username: 'alice', quota: 1_000_000, used_quota: 7250, request_count: 3 } },
    ...extra,
  });
}

const headers = () =>
  within(screen.getByRole('table', { name: 'Usage records', hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent);

describe('/log (usage log)', () => {
  it('LOG-001 / LOG-002 / LOG-006: the chips show quota used, RPM and TPM from the admin stat with type 2', async () => {
    signInAs('admin');
    const api = stubLogs();
    await renderPage('/log');
    expect(await screen.findByText('Quota used: $0.0145')).toBeTruthy();
    expect(screen.getByText('RPM: 2')).toBeTruthy();
    expect(screen.getByText('TPM: 1,500')).toBeTruthy();
    expect(api.callsTo('GET', '/api/log/stat')[0]!.query.get('type')).toBe('2');
    expect(api.callsTo('GET', '/api/log/self/stat')).toHaveLength(0);
  });

  it('LOG-012 / LOG-005 / LOG-007: an admin lists GET /api/log/ with page, size and today in seconds', async () => {
    signInAs('admin');
    const api = stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    const query = api.callsTo('GET', '/api/log/')[0]!.query;
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() / 1000;
    expect(Object.fromEntries(query)).toEqual({ p: '0', page_size: '10', type: '0', start_timestamp: String(start), end_timestamp: String(start + 86399) });
  });

  it('LOG-003 / LOG-004 / LOG-012: Search sends token, model, group, channel and username', async () => {
    signInAs('admin');
    const api = stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    const filters = screen.getByRole('search', { name: 'Log filters' });
    for (const [label, value] of [
      ['Token name', 'laptop'],
      ['Model name', 'gpt-4o-mini'],
      ['Group', 'default'],
      ['Channel ID', '3'],
      ['Username', 'alice'],
    ] as const) {
      fireEvent.change(within(filters).getByLabelText(label), { target: { value } });
    }
    expect(api.callsTo('GET', '/api/log/')).toHaveLength(1);
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/log/')).toHaveLength(2));
    const query = api.callsTo('GET', '/api/log/')[1]!.query;
    expect([query.get('token_name'), query.get('model_name'), query.get('group'), query.get('channel'), query.get('username')]).toEqual([
      'laptop',
      'gpt-4o-mini',
      'default',
      '3',
      'alice',
    ]);
    expect(api.callsTo('GET', '/api/log/stat').at(-1)!.query.get('model_name')).toBe('gpt-4o-mini');
  });

  it('LOG-008 / LOG-009 / LOG-010 / LOG-011: type Error shows the status codes (429 and 503 chosen) and sends them as a comma list', async () => {
    signInAs('admin');
    const api = stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    const filters = screen.getByRole('search', { name: 'Log filters' });
    expect(within(filters).queryByLabelText('Status codes')).toBeNull();
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Log type' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Top-up', 'Consumption', 'Management', 'System', 'Error']);
    fireEvent.click(screen.getByRole('option', { name: 'Error' }));
    const codes = within(filters).getByRole('combobox', { name: 'Status codes' });
    expect(codes.textContent).toBe('429, 503');
    fireEvent.mouseDown(codes);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['429', '503', '400', '401', '403', '404', '500']);
    fireEvent.click(screen.getByRole('option', { name: '500' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/log/')).toHaveLength(2));
    const query = api.callsTo('GET', '/api/log/')[1]!.query;
    expect([query.get('type'), query.get('status_code')]).toEqual(['5', '429,503,500']);
  });

  it('LOG-013 / LOG-014 / LOG-015: a user reads GET /api/log/self/ without channel, user and retry', async () => {
    signInAs('user');
    const api = stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    expect(api.callsTo('GET', '/api/log/')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/log/stat')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/log/self/stat')).toHaveLength(1);
    const query = api.callsTo('GET', '/api/log/self/')[0]!.query;
    expect(query.has('username') || query.has('channel')).toBe(false);
    // The first column holds each row's expand button (its header is for screen readers).
    expect(headers()).toEqual(['Row details', 'Time', 'Token', 'Group', 'Type', 'Model', 'Time taken', 'Prompt', 'Completion', 'Cost', 'Details']);
    const filters = screen.getByRole('search', { name: 'Log filters' });
    expect(within(filters).queryByLabelText('Channel ID')).toBeNull();
    expect(within(filters).queryByLabelText('Username')).toBeNull();
  });

  it('LOG-015 / LOG-017 / LOG-021 / LOG-022: an admin sees every column; durations are coloured; the retry chain is shown', async () => {
    signInAs('admin');
    stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    expect(headers()).toEqual([
      'Row details',
      'Time',
      'Channel',
      'User',
      'Token',
      'Group',
      'Type',
      'Model',
      'Time taken',
      'Prompt',
      'Completion',
      'Cost',
      'Retry',
      'Details',
    ]);
    const row = screen.getByText('laptop').closest('tr')!;
    expect(within(row).getByText('150 s').closest('[data-tone]')!.getAttribute('data-tone')).toBe('warning');
    expect(within(row).getByText('First token 4.2 s').closest('[data-tone]')!.getAttribute('data-tone')).toBe('warning');
    expect(within(row).getByText('Channels: 5 → 3')).toBeTruthy();
    expect(within(row).getByText('$0.0145')).toBeTruthy();
    expect(within(row).getByText('1000')).toBeTruthy();
  });

  it('LOG-023 / LOG-024 / LOG-025: clicking a row expands the billing process, reasoning effort and admin rows', async () => {
    signInAs('admin');
    stubLogs();
    await renderPage('/log');
    const row = (await screen.findByText('laptop')).closest('tr')!;
    expect(screen.queryByTestId('billing-process')).toBeNull();
    fireEvent.click(row);
    const details = await screen.findByTestId('log-details-41');
    // (1000 + 500 × 4) × 2.5 × 1 = 7500 by the formula; the row was charged 7250, which the text says.
    expect(within(details).getByText('(1000 input tokens + 500 output tokens × 4) × model ratio 2.5 × group ratio 1')).toBeTruthy();
    expect(within(details).getByText('Total: $0.015000')).toBeTruthy();
    expect(within(details).getByText(/^Charged: \$0\.014500/)).toBeTruthy();
    expect(within(details).getByText('low')).toBeTruthy();
    expect(within(details).getByText('Channels tried: 5 → 3')).toBeTruthy();
    expect(within(details).getByText('First response time (ms)')).toBeTruthy();
    expect(within(details).getByText(/"frt": 4200/)).toBeTruthy();
    fireEvent.click(row);
    await waitFor(() => expect(screen.queryByTestId('log-details-41')).toBeNull());
  });

  it('LOG-025: a user’s expanded row has the billing text but no admin rows', async () => {
    signInAs('user');
    stubLogs();
    await renderPage('/log');
    fireEvent.click((await screen.findByText('laptop')).closest('tr')!);
    const details = await screen.findByTestId('log-details-41');
    expect(within(details).getByTestId('billing-process')).toBeTruthy();
    expect(within(details).queryByText('Model ratio')).toBeNull();
    expect(within(details).queryByText(/"frt"/)).toBeNull();
  });

  it('LOG-016: the column settings hide a column and remember it under the logs key', async () => {
    signInAs('user');
    stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = screen.getByRole('dialog', { name: 'Column settings' });
    expect(within(dialog).queryByLabelText('Channel')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Group'));
    expect(headers()).not.toContain('Group');
    expect(JSON.parse(localStorage.getItem(LOG_COLUMNS_STORAGE_KEY)!)).toEqual({ group: false });
  });

  it('LOG-020: an admin opens a user’s information from the user column', async () => {
    signInAs('admin');
    const api = stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show user alice' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'User information' });
    await within(dialog).findByText('3');
    expect(within(dialog).getByText('$2.00')).toBeTruthy();
    expect(api.callsTo('GET', '/api/user/2')).toHaveLength(1);
    expect(screen.queryByTestId('log-details-41')).toBeNull();
  });

  it('LOG-028: clicking a value copies it and says so, without expanding the row', async () => {
    signInAs('user');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubLogs();
    await renderPage('/log');
    fireEvent.click(await screen.findByText('gpt-4o-mini'));
    expect(await screen.findByText('Copied: gpt-4o-mini')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('gpt-4o-mini');
    expect(screen.queryByTestId('log-details-41')).toBeNull();
  });

  it('LOG-027: rows per page offers 10/20/50/100 and the footer reads "Row x - y, Total n"', async () => {
    signInAs('user');
    const api = stubLogs({ 'GET /api/log/self/': { data: { items: [usage], page: 0, page_size: 10, total: 35 } } });
    await renderPage('/log');
    await screen.findByText('laptop');
    expect(screen.getByText('Row 1 - 10, Total 35')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/log/self/').at(-1)!.query.get('page_size')).toBe('20'));
    expect(localStorage.getItem('page-size')).toBe('20');
  });

  it('is a usable page in Chinese with an empty list', async () => {
    signInAs('user');
    stubLogs({ 'GET /api/log/self/': page([]) });
    await renderPage('/log', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '使用日志' })).toBeTruthy();
    expect(await screen.findByText('还没有使用记录')).toBeTruthy();
    expect(screen.getByText('消耗额度：$0.0145')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
  });
});
