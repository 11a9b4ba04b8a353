import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderChannels, stubApi } from '../../../testing/render-channels.tsx';
import type { ApiCall } from '../../../testing/render-channels.tsx';
import { fakeChannel, pageOf } from '../../../testing/fake-channels.ts';

const stored = fakeChannel({ id: 7, name: 'stored', models: 'gpt-4o', group: 'default,vip', priority: 2, tag: 'team' });

function editorApi(call: ApiCall): unknown {
  if (call.path === '/api/channel/' && call.method === 'GET') return pageOf([stored]);
  if (call.path === '/api/channel/models_enabled') return ['gpt-4o', 'claude-3'];
  if (call.path === '/api/group/') return ['default', 'vip'];
  if (call.path === '/api/channel/models') return [{ id: 'gpt-4o' }, { id: 'text-embedding-3-small' }, { id: 'claude-3' }];
  if (call.path === '/api/channel/7' && call.method === 'GET') return { ...stored, error_status: 401, last_error_at: 0, error_details: 'bad key' };
  if (call.path === '/api/channel/' && call.method === 'POST') return 1;
  if (call.path === '/api/channel/' && call.method === 'PUT') return stored;
  if (call.path === '/api/channel/fetch_models' && call.method === 'POST') return ['up-1', 'up-2'];
  throw new Error(`unexpected ${call.method} ${call.path}`);
}

async function openCreate() {
  const calls = stubApi(editorApi);
  const view = await renderChannels('/channel/add');
  await screen.findByRole('heading', { name: 'New channel' });
  return { calls, view };
}

function drawer(): HTMLElement {
  return screen.getByRole('heading', { name: /New channel|Edit channel/ }).closest('form')!;
}

/** A drawer field by the start of its label ("Name" also matches the required "Name *"). */
function field(label: string): HTMLInputElement {
  return within(drawer()).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });
}

describe('channel editor', () => {
  it('CH-033 / CH-039: /channel/add opens the create drawer with the defaults', async () => {
    await openCreate();
    expect(await screen.findByRole('heading', { name: 'New channel' })).toBeTruthy();
    expect(within(drawer()).getByText('OpenAI', { selector: '[role="combobox"]' })).toBeTruthy();
    expect(screen.getByText('default', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(field('Priority').value).toBe('0');
    expect(field('Weight').value).toBe('0');
    expect((within(drawer()).getByLabelText('Disable automatically on failure') as HTMLInputElement).checked).toBe(true);
  });

  it('CH-043 / CH-044: name and key, then a model, are required', async () => {
    const { calls } = await openCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('Fill in channel name and channel key!')).length).toBeGreaterThan(0);
    fireEvent.change(field('Name'), { target: { value: 'main' } });
    fireEvent.change(field('Key'), { target: { value: 'sk-test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('Select at least one model!')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('CH-057: fetching models needs a key', async () => {
    const { calls } = await openCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Fetch from upstream' }));
    expect(await screen.findByText('Fill in the key')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/channel/fetch_models')).toBe(false);
  });

  it('CH-054 / CH-055 / CH-058 / CH-045 / CH-035 / CH-050: models filled, checked and sent as a comma string', async () => {
    const { calls } = await openCreate();
    fireEvent.change(field('Name'), { target: { value: 'main' } });
    fireEvent.change(field('Key'), { target: { value: 'sk-test' } });
    fireEvent.change(field('Base URL'), { target: { value: 'http://127.0.0.1:9/' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/channel/models')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Fill related' }));
    await waitFor(() => expect(screen.getByText('text-embedding-3-small', { selector: '.MuiChip-label' })).toBeTruthy());
    expect(screen.queryByText('claude-3', { selector: '.MuiChip-label' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fetch from upstream' }));
    await waitFor(() => expect(screen.getByText('up-2', { selector: '.MuiChip-label' })).toBeTruthy());
    expect(calls.find((call) => call.path === '/api/channel/fetch_models')?.body).toEqual({ base_url: 'http://127.0.0.1:9', type: 1, key: 'sk-test' });
    fireEvent.change(field('Custom model names'), { target: { value: 'my-model, gpt-4o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Some models already exist: gpt-4o')).toBeTruthy();
    fireEvent.change(field('Model mapping'), { target: { value: '{oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('Model mapping must be valid JSON!')).length).toBeGreaterThan(0);
    fireEvent.change(field('Model mapping'), { target: { value: '{"a":"gpt-4o"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/channel/')).toBe(true));
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/channel/')?.body as { mode: string; channel: Record<string, unknown> };
    expect(body.mode).toBe('single');
    expect(body.channel).toMatchObject({
      name: 'main',
      key: 'sk-test',
      base_url: 'http://127.0.0.1:9',
      group: 'default',
      model_mapping: '{"a":"gpt-4o"}',
      auto_ban: 1,
      priority: 0,
      weight: 0,
      price: 0,
    });
    expect(String(body.channel['models']).split(',')).toEqual(['gpt-4o', 'text-embedding-3-small', 'up-1', 'up-2', 'my-model']);
  });

  it('CH-040 / CH-036 / CH-052: groups are offered from GET /api/group/; price and the input limit are checked and sent', async () => {
    const { calls } = await openCreate();
    fireEvent.change(field('Name'), { target: { value: 'priced' } });
    fireEvent.change(field('Key'), { target: { value: 'sk-test' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/group/')).toBe(true));
    fireEvent.mouseDown(field('Groups'));
    fireEvent.click(await screen.findByRole('option', { name: 'vip' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/channel/models')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Fill related' }));
    await waitFor(() => expect(screen.getByText('gpt-4o', { selector: '.MuiChip-label' })).toBeTruthy());
    fireEvent.change(field('Price'), { target: { value: '0.00001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText('The price must be 0 or more, with at most 4 decimals')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/channel/')).toBe(false);
    fireEvent.change(field('Price'), { target: { value: '0.0001' } });
    fireEvent.change(field('Max input tokens'), { target: { value: '4096' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/channel/')).toBe(true));
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/channel/')?.body as { channel: Record<string, unknown> };
    expect(body.channel).toMatchObject({ name: 'priced', group: 'default,vip', price: 0.0001, max_input_tokens: 4096 });
  });

  it('CH-049: a base URL ending in /v1 asks before saving', async () => {
    const { calls } = await openCreate();
    fireEvent.change(field('Name'), { target: { value: 'main' } });
    fireEvent.change(field('Key'), { target: { value: 'sk-test' } });
    fireEvent.change(field('Base URL'), { target: { value: 'https://api.example.com/v1' } });
    fireEvent.change(field('Custom model names'), { target: { value: 'gpt-4o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: /Confirm|Are you sure/i }).catch(() => screen.getAllByRole('dialog').at(-1)!);
    expect(within(dialog).getByText(/ends in \/v1/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });

  it('CH-034 / CH-035 / CH-037: edit mode loads the channel, shows the error fields and sends PUT with the id', async () => {
    const calls = stubApi(editorApi);
    await renderChannels('/channel/edit/7');
    expect(await screen.findByRole('heading', { name: 'Edit channel #7' })).toBeTruthy();
    await waitFor(() => expect(field('Name').value).toBe('stored'));
    expect(screen.getByText('bad key')).toBeTruthy();
    expect(screen.getByText('401')).toBeTruthy();
    expect(screen.getByText('vip', { selector: '.MuiChip-label' })).toBeTruthy();
    fireEvent.change(field('Priority'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: 7,
      name: 'stored',
      key: '',
      models: 'gpt-4o',
      group: 'default,vip',
      priority: 4,
      tag: 'team',
    });
  });
});

describe('channel editor per type', () => {
  async function chooseType(name: string): Promise<void> {
    fireEvent.mouseDown(within(drawer()).getByText('OpenAI', { selector: '[role="combobox"]' }));
    fireEvent.click(await screen.findByRole('option', { name }));
  }

  it('CH-047 / CH-048: type 18 shows its key format and what other means, and sends v2.1 for an empty other', async () => {
    const { calls } = await openCreate();
    await chooseType('iFlytek Spark');
    expect(within(drawer()).getAllByText('APPID|APISecret|APIKey').length).toBeGreaterThan(0);
    expect(within(drawer()).getByText('Model version, e.g. v2.1')).toBeTruthy();
    fireEvent.change(field('Name'), { target: { value: 'spark' } });
    fireEvent.change(field('Key'), { target: { value: 'a|b|c' } });
    fireEvent.change(field('Custom model names'), { target: { value: 'SparkDesk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect((calls.find((call) => call.method === 'POST')?.body as { channel: Record<string, unknown> }).channel).toMatchObject({
      type: 18,
      other: 'v2.1',
      models: 'SparkDesk',
    });
  });

  it('CH-053: a Midjourney channel starts with the Midjourney actions', async () => {
    await openCreate();
    await chooseType('Midjourney Proxy');
    expect(within(drawer()).getByText('mj_imagine', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('CH-046: batch mode sends one channel per key line', async () => {
    const { calls } = await openCreate();
    fireEvent.click(within(drawer()).getByLabelText('Batch: one key per line, one channel per key'));
    fireEvent.change(field('Name'), { target: { value: 'many' } });
    fireEvent.change(field('Key'), { target: { value: 'sk-1\nsk-2' } });
    fireEvent.change(field('Custom model names'), { target: { value: 'gpt-4o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ mode: 'batch', channel: { key: 'sk-1\nsk-2' } });
  });

  it('a refusal from the server is shown and the drawer stays open with the input', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/channel/' && call.method === 'POST') throw new Error('base_url: must be an http:// or https:// URL');
      return editorApi(call);
    });
    await renderChannels('/channel/add');
    await screen.findByRole('heading', { name: 'New channel' });
    fireEvent.change(field('Name'), { target: { value: 'main' } });
    fireEvent.change(field('Key'), { target: { value: 'sk-1' } });
    fireEvent.change(field('Custom model names'), { target: { value: 'gpt-4o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('base_url: must be an http:// or https:// URL')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(field('Name').value).toBe('main');
  });
});
