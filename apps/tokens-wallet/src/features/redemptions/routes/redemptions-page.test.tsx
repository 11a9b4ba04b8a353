import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RedemptionRow } from '@gateway/domain';
import { baseStatus, renderPage, stubApi } from '../../../testing/render-page.tsx';

const unused: RedemptionRow = {
  id: 1,
  user_id: 1,
  key: 'a'.repeat(32),
  status: 1,
  name: 'promo',
  quota: 500000,
  created_time: 1_700_000_000,
  redeemed_time: 0,
  used_user_id: 0,
};
const used: RedemptionRow = { ...unused, id: 2, key: 'b'.repeat(32), name: 'spent', status: 3, used_user_id: 5 };

function stubCodes(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/status': { data: baseStatus },
    'GET /api/redemption/': { data: { items: [unused, used], page: 0, page_size: 10, total: 2 } },
    ...extra,
  });
}

describe('/redemption', () => {
  it('TW-024 / TW-026 / TW-031: lists codes with status, quota and who redeemed them', async () => {
    const api = stubCodes();
    await renderPage('/redemption');
    expect(await screen.findByText('promo')).toBeTruthy();
    const list = api.callsTo('GET', '/api/redemption/')[0]!;
    expect([list.query.get('p'), list.query.get('page_size')]).toEqual(['0', '10']);
    expect(screen.getByText('Unused')).toBeTruthy();
    expect(screen.getByText('Used')).toBeTruthy();
    expect(screen.getByText('Not redeemed')).toBeTruthy();
    expect(screen.getByText('User #5')).toBeTruthy();
  });

  it('TW-027 / TW-028: a used code can be neither enabled nor edited', async () => {
    stubCodes();
    await renderPage('/redemption');
    await screen.findByText('spent');
    expect((screen.getByRole('switch', { name: 'Enable: spent' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit: spent' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit: promo' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('TW-029: disabling sends PUT /api/redemption/?status_only=true', async () => {
    const api = stubCodes({ 'PUT /api/redemption/': { data: { ...unused, status: 2 } } });
    await renderPage('/redemption');
    await screen.findByText('promo');
    fireEvent.click(screen.getByRole('switch', { name: 'Enable: promo' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/redemption/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/redemption/')[0]!.query.get('status_only')).toBe('true');
    expect(api.callsTo('PUT', '/api/redemption/')[0]!.body).toEqual({ id: 1, status: 2 });
  });

  it('TW-032 / TW-034 / TW-036: create with an empty name sends the quota as name and shows the generated codes', async () => {
    const api = stubCodes({ 'POST /api/redemption/': { data: ['c'.repeat(32), 'd'.repeat(32), 'e'.repeat(32)] } });
    await renderPage('/redemption');
    fireEvent.click(screen.getByRole('button', { name: 'Add redemption codes' }));
    const drawer = await screen.findByRole('dialog');
    expect((within(drawer).getByLabelText('Quota') as HTMLInputElement).value).toBe('100000');
    fireEvent.change(within(drawer).getByLabelText('Number of codes'), { target: { value: '3' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/redemption/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/redemption/')[0]!.body).toEqual({ name: '100000', quota: 100000, count: 3 });
    expect((await screen.findByTestId('created-codes')).textContent).toBe(['c'.repeat(32), 'd'.repeat(32), 'e'.repeat(32)].join('\n'));
    expect(screen.getByRole('button', { name: 'Copy all' })).toBeTruthy();
  });

  it('TW-037: a count above 100 is refused before any call', async () => {
    const api = stubCodes();
    await renderPage('/redemption');
    fireEvent.click(screen.getByRole('button', { name: 'Add redemption codes' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Number of codes'), { target: { value: '101' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a whole number from 1 to 100')).toBeTruthy();
    expect(api.callsTo('POST', '/api/redemption/')).toHaveLength(0);
  });

  it('TW-025: a search calls GET /api/redemption/search with keyword and paging', async () => {
    const api = stubCodes({ 'GET /api/redemption/search': { data: { items: [used], page: 0, page_size: 10, total: 1 } } });
    await renderPage('/redemption');
    await screen.findByText('promo');
    fireEvent.change(screen.getByLabelText('ID or name'), { target: { value: 'spe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('promo')).toBeNull());
    const search = api.callsTo('GET', '/api/redemption/search')[0]!;
    expect([search.query.get('keyword'), search.query.get('p'), search.query.get('page_size')]).toEqual(['spe', '0', '10']);
  });

  it('TW-033: edit loads GET /api/redemption/:id and PUTs name and quota with the id', async () => {
    const api = stubCodes({ 'GET /api/redemption/1': { data: unused }, 'PUT /api/redemption/': { data: unused } });
    await renderPage('/redemption');
    await screen.findByText('promo');
    fireEvent.click(screen.getByRole('button', { name: 'Edit: promo' }));
    const drawer = await screen.findByRole('dialog');
    expect((within(drawer).getByLabelText('Quota') as HTMLInputElement).value).toBe('500000');
    expect(within(drawer).queryByLabelText('Number of codes')).toBeNull();
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'promo-2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '10$' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/redemption/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/redemption/')[0]!.body).toEqual({ id: 1, name: 'promo-2', quota: 5000000 });
  });

  it('TW-030: delete asks first, then calls DELETE /api/redemption/:id/', async () => {
    const api = stubCodes({ 'DELETE /api/redemption/2/': { data: null } });
    await renderPage('/redemption');
    await screen.findByText('spent');
    fireEvent.click(screen.getByRole('button', { name: 'Delete: spent' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Redemption code "spent" deleted')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/redemption/2/')).toHaveLength(1);
  });

  it('renders in Chinese', async () => {
    stubCodes();
    await renderPage('/redemption', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '兑换码' })).toBeTruthy();
    expect(await screen.findByText('未兑换')).toBeTruthy();
  });
});
