import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { baseStatus, renderPage, stubApi } from '../../../testing/render-page.tsx';

const self = { id: 2, username: 'alice', quota: 1_000_000, used_quota: 250_000, request_count: 12 };

function stubWallet(extra: Parameters<typeof stubApi>[0] = {}, status: object = {}) {
  return stubApi({ 'GET /api/status': { data: { ...baseStatus, ...status } }, 'GET /api/user/self': { data: self }, ...extra });
}

describe('/topup', () => {
  it('TW-038 / TW-039: shows balance, used quota and requests from GET /api/user/self', async () => {
    stubWallet();
    await renderPage('/topup');
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$2.00'));
    expect(screen.getByTestId('wallet-used').textContent).toBe('$0.50');
    expect(screen.getByTestId('wallet-requests').textContent).toBe('12');
  });

  it('TW-040: an empty code is refused without a call', async () => {
    const api = stubWallet();
    await renderPage('/topup');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Please enter the redemption code')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/topup')).toHaveLength(0);
  });

  it('TW-041: a redeemed code shows the credited amount and refreshes the balance once', async () => {
    let quota = self.quota;
    const api = stubApi({
      'GET /api/status': { data: baseStatus },
      'GET /api/user/self': () => ({ data: { ...self, quota } }),
      'POST /api/user/topup': () => {
        quota += 500000;
        return { data: 500000 };
      },
    });
    await renderPage('/topup');
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$2.00'));
    fireEvent.change(screen.getByLabelText('Redemption code'), { target: { value: ' abc ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Redeemed: $1.00 added to your balance')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/topup')[0]!.body).toEqual({ key: 'abc' });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$3.00'));
    expect(api.callsTo('GET', '/api/user/self')).toHaveLength(2);
  });

  it("TW-041: a network failure says 'request failed'; a refusal shows the server message", async () => {
    let answer: { networkError: true } | { fail: string } = { networkError: true };
    stubWallet({ 'POST /api/user/topup': () => answer });
    await renderPage('/topup');
    fireEvent.change(screen.getByLabelText('Redemption code'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Request failed')).toBeTruthy();
    answer = { fail: 'this redemption code has already been used' };
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(/already been used/)).toBeTruthy();
  });

  it('TW-042 / TW-043: without a top-up link or online top-up the page says so', async () => {
    stubWallet();
    await renderPage('/topup');
    expect(screen.getByText('Admin has not enabled online top-up')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy redemption codes' }));
    expect(await screen.findByText('Super admin has not set a top-up link')).toBeTruthy();
  });

  it('TW-044 / TW-045 / TW-046: amount forced to ≥ 1, minimum enforced, payable previewed', async () => {
    const api = stubWallet(
      { 'POST /api/user/amount': (call) => ({ data: ((call.body as { amount: number }).amount * 7.3).toFixed(2) }) },
      { enable_online_topup: true, min_topup: 5 },
    );
    await renderPage('/topup');
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-3' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('1');
    expect(await screen.findByText('Top-up amount cannot be less than 5')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/amount')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '10' } });
    await waitFor(() => expect(screen.getByTestId('top-up-payable').textContent).toBe('Payable: 73.00'));
    expect(api.callsTo('POST', '/api/user/amount')[0]!.body).toEqual({ amount: 10, top_up_code: '' });
  });

  it('TW-046: a refused amount shows the server message', async () => {
    stubWallet({ 'POST /api/user/amount': { fail: 'the payment gateway is not configured' } }, { enable_online_topup: true, min_topup: 1 });
    await renderPage('/topup');
    await waitFor(() => expect(screen.getByTestId('top-up-payable').textContent).toContain('the payment gateway is not configured'));
  });

  it('TW-047 / TW-048: confirming posts /api/user/pay and submits the hidden form to the payment page', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = {
      url: 'https://pay.example/submit.php',
      params: { pid: '1001', type: 'wxpay', out_trade_no: 'USR2NOabc', money: '14.60', sign: 'f'.repeat(32), sign_type: 'MD5' },
    };
    const api = stubWallet({ 'POST /api/user/amount': { data: '14.60' }, 'POST /api/user/pay': { data: form } }, { enable_online_topup: true, min_topup: 1 });
    await renderPage('/topup');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('top-up-payable').textContent).toBe('Payable: 14.60'));
    fireEvent.click(screen.getByRole('button', { name: 'WeChat Pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Top up 2 with WeChat Pay and pay 14.60?');
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/api/user/pay')[0]!.body).toEqual({ amount: 2, top_up_code: '', payment_method: 'wx' });
    const posted = document.querySelector<HTMLFormElement>('form[action="https://pay.example/submit.php"]')!;
    expect(posted.method.toLowerCase()).toBe('post');
    expect(Object.fromEntries(new FormData(posted))).toEqual(form.params);
    submit.mockRestore();
  });

  it('TW-042: a configured top-up link opens in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    stubWallet({}, { top_up_link: 'https://shop.example/codes' });
    await renderPage('/topup');
    fireEvent.click(screen.getByRole('button', { name: 'Buy redemption codes' }));
    expect(open).toHaveBeenCalledWith('https://shop.example/codes', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
