import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuotaDataRow } from '@gateway/sdk';
import { baseStatus, renderPage, signInAs, stubApi } from '../../../testing/render-page.tsx';

const HOUR = 1_763_798_400; // 2025-11-22 08:00 UTC
const row = (model_name: string, created_at: number, count: number, quota: number, token_used: number, user?: [number, string]): QuotaDataRow => ({
  id: 0,
  user_id: user?.[0] ?? 0,
  username: user?.[1] ?? '',
  model_name,
  created_at,
  count,
  quota,
  token_used,
});
const modelRows = [row('gpt-4o-mini', HOUR, 3, 51, 24), row('gpt-4o', HOUR, 2, 2000, 16), row('gpt-4o-mini', HOUR + 3600, 1, 17, 8)];
const userRows = [row('gpt-4o-mini', HOUR, 4, 68, 32, [2, 'alice']), row('gpt-4o', HOUR, 2, 2000, 16, [3, 'bob'])];
const range = `start=${HOUR}&end=${HOUR + 2 * 3600}`;

function stubDashboard(defaultTime = 'day') {
  return stubApi({
    'GET /api/status': { data: { ...baseStatus, data_export_default_time: defaultTime } },
    'GET /api/user/self': { data: { id: 1, username: 'root', quota: 1_500_000 } },
    'GET /api/data/': (call) => ({ data: call.query.get('group_by') === 'user' ? userRows : modelRows }),
    'GET /api/data/self': { data: modelRows },
  });
}

const card = (id: string) => screen.getByTestId(`dashboard-card-${id}`);

describe('/detail (data dashboard)', () => {
  it('LOG-053: the cards sum the rows: balance, quota used, requests, tokens and the average RPM/TPM over the range', async () => {
    signInAs('user');
    const api = stubDashboard();
    await renderPage(`/detail?${range}&granularity=hour`);
    await waitFor(() => expect(card('requests').textContent).toContain('6'), { timeout: 45_000 });
    expect(card('balance').textContent).toContain('$3.00');
    expect(card('quota').textContent).toContain('$0.00414');
    expect(card('tokens').textContent).toContain('48');
    // 6 requests and 48 tokens over 120 minutes.
    expect(card('rpm').textContent).toContain('0.05');
    expect(card('tpm').textContent).toContain('0.4');
    const call = api.callsTo('GET', '/api/data/self')[0]!;
    expect([call.query.get('start_timestamp'), call.query.get('end_timestamp'), call.query.get('granularity')]).toEqual([
      String(HOUR),
      String(HOUR + 7200),
      'hour',
    ]);
    expect(api.callsTo('GET', '/api/data/')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Top users' })).toBeNull();
    // The lazily loaded chart draws one legend entry per model.
    const spend = screen.getByRole('region', { name: 'Spend by model over time' });
    expect(await within(spend).findByText('gpt-4o-mini', {}, { timeout: 45_000 })).toBeTruthy();
    expect(within(spend).getByText('gpt-4o')).toBeTruthy();
  });

  it('LOG-054: without a granularity in the URL the site default is asked for; choosing another one goes into the URL', async () => {
    signInAs('user');
    const api = stubDashboard('day');
    const { location } = await renderPage(`/detail?${range}`);
    await waitFor(() => expect(api.callsTo('GET', '/api/data/self')[0]?.query.get('granularity')).toBe('day'), { timeout: 45_000 });
    expect(screen.getByRole('button', { name: 'Day', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/detail?${range}&granularity=week`));
    await waitFor(() => expect(api.callsTo('GET', '/api/data/self').some((call) => call.query.get('granularity') === 'week')).toBe(true));
  });

  it('the quick range "7 days" goes into the URL as start and end seconds', async () => {
    signInAs('user');
    stubDashboard();
    const { location } = await renderPage(`/detail?${range}`);
    fireEvent.click(await screen.findByRole('button', { name: '7 days' }, { timeout: 45_000 }));
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/detail\?start=\d+&end=\d+$/));
    const query = new URLSearchParams(location.history!.at(-1)!.split('?')[1]);
    expect(Number(query.get('end')) - Number(query.get('start'))).toBe(7 * 86_400 - 1);
  });

  it('admins read GET /api/data/ and see the top users by spend', async () => {
    signInAs('admin');
    const api = stubDashboard();
    await renderPage(`/detail?${range}`);
    const table = await screen.findByRole('table', { name: 'Top users' }, { timeout: 45_000 });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) => within(tableRow).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['bob', 'alice']);
    expect(api.callsTo('GET', '/api/data/').map((call) => call.query.get('group_by'))).toEqual(expect.arrayContaining([null, 'user']));
    expect(api.callsTo('GET', '/api/data/self')).toHaveLength(0);
  });

  it('a range over one month is refused before asking the server', async () => {
    signInAs('user');
    const api = stubDashboard();
    await renderPage(`/detail?start=${HOUR}&end=${HOUR + 40 * 86_400}`);
    expect(await screen.findByText(/cannot exceed one month/, {}, { timeout: 45_000 })).toBeTruthy();
    expect(api.callsTo('GET', '/api/data/self')).toHaveLength(0);
  });

  it('renders in Chinese: cards, granularity and chart titles', async () => {
    signInAs('admin');
    stubDashboard();
    await renderPage(`/detail?${range}`, 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '数据看板' }, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('消耗额度')).toBeTruthy();
    expect(screen.getByRole('button', { name: '周' })).toBeTruthy();
    expect(screen.getByText('各模型消耗趋势')).toBeTruthy();
    expect(await screen.findByRole('table', { name: '用户消耗排行' }, { timeout: 45_000 })).toBeTruthy();
  });
});
