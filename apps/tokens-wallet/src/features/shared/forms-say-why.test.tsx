/**
 * Every form of this remote says why it was not sent — the message beside the
 * field (error state, helper text) and one summary notice — and sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TokenRow } from '@gateway/domain';
import { noticeTexts as notices } from '@gateway/console-testing/notices';
import { baseStatus, renderPage, stubApi } from '../../testing/render-page.tsx';

const token: TokenRow = {
  id: 4,
  user_id: 2,
  key: 'AAAAbbbbCCCCddddEEEEffffGGGGhhhhIIIIjjjjKKKKwxyz',
  status: 1,
  name: 'ci-bot',
  created_time: 1_700_000_000,
  accessed_time: 0,
  expired_time: -1,
  remain_quota: 1234,
  unlimited_quota: false,
  model_limits_enabled: false,
  model_limits: '',
  allow_ips: '',
  used_quota: 0,
  group: '',
};

/** The helper text MUI links to an input, i.e. the message shown beside that field. */
function messageBeside(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby');
  return id === null ? undefined : document.getElementById(id.split(' ')[0]!)?.textContent;
}

describe('forms say why', () => {
  it('TW-012: the token drawer marks an empty name beside the field, sums it up in a notice, focuses it and sends nothing', async () => {
    const api = stubApi({
      'GET /api/status': { data: baseStatus },
      'GET /api/token/': { data: { items: [], page: 0, page_size: 10, total: 0 } },
      'GET /api/user/models': { data: [] },
      'GET /api/user/self/groups': { data: {} },
      'POST /api/token/': { data: null },
    });
    await renderPage('/token');
    fireEvent.click(await screen.findByRole('button', { name: 'Add token' }));
    const drawer = await screen.findByRole('dialog');
    const name = within(drawer).getByLabelText(/^Name/);
    fireEvent.change(within(drawer).getByLabelText('Allowed IPs'), { target: { value: 'localhost' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(messageBeside(name)).toBe('Please enter a name');
    expect(messageBeside(within(drawer).getByLabelText('Allowed IPs'))).toBe('Enter one IP address or CIDR range per line');
    expect(notices()).toEqual(['Please fix 2 fields: Please enter a name; Enter one IP address or CIDR range per line']);
    expect(document.activeElement).toBe(name);
    expect(api.callsTo('POST', '/api/token/')).toHaveLength(0);
  });

  it('TW-012: a rule of the server schema (name length) shows beside the field; fixing it sends and the success replaces the summary', async () => {
    const api = stubApi({
      'GET /api/status': { data: baseStatus },
      'GET /api/token/': { data: { items: [], page: 0, page_size: 10, total: 0 } },
      'GET /api/user/models': { data: [] },
      'GET /api/user/self/groups': { data: {} },
      'POST /api/token/': { data: null },
    });
    await renderPage('/token');
    fireEvent.click(await screen.findByRole('button', { name: 'Add token' }));
    const drawer = await screen.findByRole('dialog');
    const name = within(drawer).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'x'.repeat(31) } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageBeside(name)).toBe('Enter at most 30 characters'));
    expect(notices()).toEqual(['Please fix 1 field: Enter at most 30 characters']);
    fireEvent.change(name, { target: { value: 'laptop' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Token created')).toBeTruthy();
    expect(notices()).toEqual(['Token created']);
    expect(api.callsTo('POST', '/api/token/')).toHaveLength(1);
  });

  it('TW-037: the redemption drawer says why a count is refused', async () => {
    const api = stubApi({ 'GET /api/status': { data: baseStatus }, 'GET /api/redemption/': { data: { items: [], page: 0, page_size: 10, total: 0 } } });
    await renderPage('/redemption');
    fireEvent.click(await screen.findByRole('button', { name: 'Add redemption codes' }));
    const drawer = await screen.findByRole('dialog');
    const count = within(drawer).getByLabelText('Number of codes');
    fireEvent.change(count, { target: { value: '0' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageBeside(count)).toBe('Enter a whole number from 1 to 100'));
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(notices()).toEqual(['Please fix 1 field: Enter a whole number from 1 to 100']);
    expect(api.callsTo('POST', '/api/redemption/')).toHaveLength(0);
  });

  it('TW-040: redeeming without a code marks the code field', async () => {
    stubApi({ 'GET /api/status': { data: baseStatus }, 'GET /api/user/self': { data: { id: 2, quota: 0, used_quota: 0, request_count: 0 } } });
    await renderPage('/topup');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const code = screen.getByLabelText('Redemption code');
    await waitFor(() => expect(messageBeside(code)).toBe('Please enter the redemption code'));
    expect(notices()).toEqual(['Please fix 1 field: Please enter the redemption code']);
  });

  it('TW-044: an amount below the minimum is said beside the amount, and in a notice on Pay', async () => {
    stubApi({
      'GET /api/status': { data: { ...baseStatus, enable_online_topup: true, min_topup: 5 } },
      'GET /api/user/self': { data: { id: 2, quota: 0, used_quota: 0, request_count: 0 } },
    });
    await renderPage('/topup');
    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(messageBeside(amount)).toBe('Top-up amount cannot be less than 5'));
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Please fix 1 field: Top-up amount cannot be less than 5')).toBeTruthy();
  });
});

describe('token list fetching', () => {
  it('TW-003: Search with empty filters asks the server again; a status toggle refetches the rows only', async () => {
    const api = stubApi({
      'GET /api/status': { data: baseStatus },
      'GET /api/token/': { data: { items: [token], page: 0, page_size: 10, total: 1 } },
      'PUT /api/token/': { data: { ...token, status: 2 } },
    });
    await renderPage('/token');
    await screen.findByText('ci-bot');
    await waitFor(() => expect(api.callsTo('GET', '/api/token/')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/token/')).toHaveLength(2));
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled: ci-bot' }));
    expect(await screen.findByText('Token "ci-bot" disabled')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/token/')).toHaveLength(3));
    expect(api.callsTo('GET', '/api/user/models')).toHaveLength(0);
  });
});
