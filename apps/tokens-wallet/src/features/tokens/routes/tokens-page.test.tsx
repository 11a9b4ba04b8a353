import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TokenRow } from '@gateway/domain';
import { baseStatus, renderPage, stubApi } from '../../../testing/render-page.tsx';

const limited: TokenRow = {
  id: 1,
  user_id: 2,
  key: 'AAAAbbbbCCCCddddEEEEffffGGGGhhhhIIIIjjjjKKKKwxyz',
  status: 1,
  name: 'ci-bot',
  created_time: 1_700_000_000,
  accessed_time: 0,
  expired_time: -1,
  remain_quota: 0,
  unlimited_quota: true,
  model_limits_enabled: true,
  model_limits: 'gpt-4o',
  allow_ips: '',
  used_quota: 250000,
  group: '',
};
const disabled: TokenRow = {
  ...limited,
  id: 2,
  key: 'ZZZZyyyyXXXXwwwwVVVVuuuuTTTTssssRRRRqqqqPPPPoooo',
  name: 'old',
  status: 2,
  unlimited_quota: false,
  remain_quota: 500000,
  model_limits_enabled: false,
};

function stubTokens(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/status': { data: baseStatus },
    'GET /api/token/': { data: { items: [limited, disabled], page: 0, page_size: 10, total: 2 } },
    'GET /api/user/models': { data: ['gpt-4o', 'o3'] },
    'GET /api/user/self/groups': { data: {} },
    ...extra,
  });
}

describe('/token', () => {
  it('TW-001: the warning banner leads the page, in English and Chinese', async () => {
    stubTokens();
    await renderPage('/token', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'API tokens' })).toBeTruthy();
    expect(screen.getByText('Tokens cannot limit usage precisely. Use them for your own calls only and never hand them out to others.')).toBeTruthy();
  });

  it('TW-001: Chinese page', async () => {
    stubTokens();
    await renderPage('/token', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: 'API 令牌' })).toBeTruthy();
    expect(screen.getByText(/请勿直接分发给他人/)).toBeTruthy();
    expect(await screen.findByText('已启用（限制模型）')).toBeTruthy();
  });

  it('TW-002 / TW-004 / TW-005: lists a page of tokens with masked sk- keys, statuses, quotas and expiry', async () => {
    const api = stubTokens();
    await renderPage('/token');
    expect(await screen.findByText('ci-bot')).toBeTruthy();
    const list = api.callsTo('GET', '/api/token/')[0]!;
    expect([list.query.get('p'), list.query.get('size')]).toEqual(['0', '10']);
    expect(screen.getByText('Enabled (model limits)')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByText('Unlimited')).toBeTruthy();
    expect(screen.getAllByText('Never')).toHaveLength(2);
    const keys = screen.getAllByTestId('token-key');
    expect(keys[0]!.textContent).toBe('sk-AAAA**********wxyz');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show key' })[0]!);
    expect(screen.getAllByTestId('token-key')[0]!.textContent).toBe(`sk-${limited.key}`);
  });

  it('TW-008: copying the selection needs at least one token', async () => {
    stubTokens();
    await renderPage('/token');
    await screen.findByText('ci-bot');
    fireEvent.click(screen.getByRole('button', { name: 'Copy selected' }));
    expect(await screen.findByText('Select at least one token')).toBeTruthy();
  });

  it('TW-006: the switch sends PUT /api/token/?status_only=true and shows a server refusal', async () => {
    const api = stubTokens({ 'PUT /api/token/': { fail: 'the token has expired and cannot be enabled; change its expiry first' } });
    await renderPage('/token');
    await screen.findByText('old');
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled: old' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/token/')).toHaveLength(1));
    const call = api.callsTo('PUT', '/api/token/')[0]!;
    expect(call.query.get('status_only')).toBe('true');
    expect(call.body).toEqual({ id: 2, status: 1 });
    expect(await screen.findByText(/cannot be enabled/)).toBeTruthy();
  });

  it('TW-012 / TW-010 / TW-022: create requires a name, then POSTs the defaults; no groups shows the placeholder', async () => {
    const api = stubTokens({ 'POST /api/token/': { data: [limited] } });
    await renderPage('/token');
    fireEvent.click(screen.getByRole('button', { name: 'Add token' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Admin has not set user-selectable groups')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '1000$' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please enter a name')).toBeTruthy();
    expect(api.callsTo('POST', '/api/token/')).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText(/^Name/), { target: { value: 'laptop' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '10$' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/token/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/token/')[0]!.body).toEqual({
      name: 'laptop',
      remain_quota: 5000000,
      unlimited_quota: false,
      expired_time: -1,
      model_limits_enabled: false,
      model_limits: '',
      allow_ips: '',
      group: '',
      count: 1,
    });
    expect(await screen.findByText('Token created')).toBeTruthy();
  });

  it('TW-016: an unreadable expiry is refused before any call', async () => {
    const api = stubTokens();
    await renderPage('/token');
    fireEvent.click(screen.getByRole('button', { name: 'Add token' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText(/^Name/), { target: { value: 'x' } });
    fireEvent.change(within(drawer).getByLabelText('Expiry time'), { target: { value: '2030-02-31 10:00:00' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Expiry time format error!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/token/')).toHaveLength(0);
  });

  it("PP-035: the chat menu without configured links says 'contact admin to configure chat links'", async () => {
    stubTokens();
    await renderPage('/token');
    await screen.findByText('ci-bot');
    fireEvent.click(screen.getAllByRole('button', { name: 'Chat' })[0]!);
    expect(await screen.findByText('Contact admin to configure chat links')).toBeTruthy();
  });
});
