/**
 * Each row action says what it did, and refreshes only what it changed — the
 * stubbed API counts the requests.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderChannels, stubApi } from '../../../testing/render-channels.tsx';
import type { ApiCall } from '../../../testing/render-channels.tsx';
import { fakeChannel, pageOf } from '../../../testing/fake-channels.ts';

const channels = [fakeChannel({ id: 1, name: 'alpha', priority: 0 }), fakeChannel({ id: 2, name: 'beta' })];

function api(call: ApiCall): unknown {
  if (call.path === '/api/channel/' && call.method === 'GET') return pageOf(channels);
  if (call.path === '/api/channel/models_enabled') return ['gpt-4o'];
  if (call.path === '/api/channel/models') return [{ id: 'gpt-4o' }];
  if (call.path === '/api/group/') return ['default'];
  if (call.path === '/api/channel/' && call.method === 'PUT') return { ...channels[0], ...(call.body as object) };
  if (call.path === '/api/channel/copy/1') return { id: 9 };
  throw new Error(`unexpected ${call.method} ${call.path}`);
}

const count = (calls: ApiCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).length;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr')!;
}

describe('channel row feedback and fetching', () => {
  it('CH-017: a status toggle says which channel changed and refetches the list page, not the model lists', async () => {
    const calls = stubApi(api);
    await renderChannels('/channel');
    const alpha = await rowOf('alpha');
    await waitFor(() => expect(count(calls, 'GET', '/api/channel/models_enabled')).toBe(1));
    const before = {
      list: count(calls, 'GET', '/api/channel/'),
      enabled: count(calls, 'GET', '/api/channel/models_enabled'),
      catalogue: count(calls, 'GET', '/api/channel/models'),
    };
    fireEvent.click(within(alpha).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Channel "alpha" disabled')).toBeTruthy();
    await waitFor(() => expect(count(calls, 'GET', '/api/channel/')).toBe(before.list + 1));
    expect(count(calls, 'PUT', '/api/channel/')).toBe(1);
    expect(count(calls, 'GET', '/api/channel/models_enabled')).toBe(before.enabled);
    expect(count(calls, 'GET', '/api/channel/models')).toBe(before.catalogue);
  });

  it('CH-031: copying names the copy it made', async () => {
    const calls = stubApi(api);
    await renderChannels('/channel');
    const alpha = await rowOf('alpha');
    await waitFor(() => expect(count(calls, 'GET', '/api/channel/models_enabled')).toBe(1));
    const catalogue = count(calls, 'GET', '/api/channel/models');
    fireEvent.click(within(alpha).getByRole('button', { name: 'More actions for alpha' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    expect(await screen.findByText('Copied "alpha" as channel #9')).toBeTruthy();
    await waitFor(() => expect(count(calls, 'GET', '/api/channel/')).toBe(2));
    expect([count(calls, 'GET', '/api/channel/models'), count(calls, 'GET', '/api/channel/models_enabled')]).toEqual([catalogue, 1]);
  });

  it('CH-023: a failed inline priority is replaced by the next result of the same row', async () => {
    stubApi(api);
    await renderChannels('/channel');
    const field = await screen.findByLabelText('Priority of alpha');
    fireEvent.change(field, { target: { value: '-5000' } });
    fireEvent.blur(field);
    expect(await screen.findByText('The priority of "alpha" must be an integer of at least -999')).toBeTruthy();
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Priority of "alpha" set to 7')).toBeTruthy();
    expect(alerts()).toEqual(['Priority of "alpha" set to 7']);
  });

  it('CH-004: Search with the filters already shown asks the server again', async () => {
    const calls = stubApi(api);
    await renderChannels('/channel');
    await screen.findByText('alpha');
    await waitFor(() => expect(count(calls, 'GET', '/api/channel/')).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(count(calls, 'GET', '/api/channel/')).toBe(2));
  });
});
