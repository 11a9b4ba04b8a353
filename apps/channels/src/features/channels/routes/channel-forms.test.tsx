/**
 * The channel editor and the tag editor say why they were not sent — every
 * problem beside its field at once, and one summary notice that the later result replaces.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noticeTexts } from '@gateway/console-testing/notices';
import { renderChannels, stubApi } from '../../../testing/render-channels.tsx';
import type { ApiCall } from '../../../testing/render-channels.tsx';
import { fakeChannel, pageOf } from '../../../testing/fake-channels.ts';

function api(call: ApiCall): unknown {
  if (call.path === '/api/channel/' && call.method === 'GET') return pageOf([fakeChannel({ id: 2, name: 'beta', tag: 'team' })]);
  if (call.path === '/api/channel/models_enabled') return ['gpt-4o'];
  if (call.path === '/api/group/') return ['default'];
  if (call.path === '/api/channel/models') return [{ id: 'gpt-4o' }];
  if (call.path === '/api/channel/' && call.method === 'POST') return 1;
  throw new Error(`unexpected ${call.method} ${call.path}`);
}

function form(): HTMLElement {
  return screen.getByRole('heading', { name: /New channel|Edit tag/ }).closest('form')!;
}

function field(label: string): HTMLElement {
  return within(form()).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });
}

/** The helper text MUI links to an input: the message shown beside the field. */
function messageBeside(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id === undefined ? undefined : (document.getElementById(id)?.textContent ?? undefined);
}

describe('channel forms say why', () => {
  it('CH-043 / CH-044 / CH-045 / CH-051: every problem shows beside its field at once, summed up in one notice', async () => {
    const calls = stubApi(api);
    await renderChannels('/channel/add');
    await screen.findByRole('heading', { name: 'New channel' });
    fireEvent.change(field('Model mapping'), { target: { value: '{bad' } });
    fireEvent.change(field('Priority'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(messageBeside(field('Name'))).toBe('Fill in channel name and channel key!');
    expect(messageBeside(field('Key'))).toBe('Fill in channel name and channel key!');
    expect(messageBeside(field('Models'))).toBe('Select at least one model!');
    expect(messageBeside(field('Model mapping'))).toBe('Model mapping must be valid JSON!');
    expect(messageBeside(field('Priority'))).toBe('priority must be an integer');
    expect(noticeTexts()).toEqual([
      'Please fix 5 fields: Fill in channel name and channel key!; Select at least one model!; Model mapping must be valid JSON!; priority must be an integer',
    ]);
    expect(document.activeElement).toBe(field('Name'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('CH-002: the created channel replaces the summary: no old error beside the new success', async () => {
    stubApi(api);
    await renderChannels('/channel/add');
    await screen.findByRole('heading', { name: 'New channel' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(noticeTexts()).toHaveLength(1));
    fireEvent.change(field('Name'), { target: { value: 'main' } });
    fireEvent.change(field('Key'), { target: { value: 'sk-test' } });
    fireEvent.change(field('Models'), { target: { value: 'gpt-4o' } });
    fireEvent.keyDown(field('Models'), { key: 'Enter' });
    expect(messageBeside(field('Name'))).not.toBe('Fill in channel name and channel key!');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created 1 channel')).toBeTruthy();
    expect(noticeTexts()).toEqual(['Created 1 channel']);
  });

  it('CH-045 / CH-062: the tag editor marks a bad mapping beside it; nothing changed is said in a notice', async () => {
    stubApi(api);
    await renderChannels('/channel?tag=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit tag' }));
    await screen.findByRole('heading', { name: 'Edit tag "team"' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes')).toBeTruthy();
    fireEvent.change(field('Model mapping'), { target: { value: '[1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageBeside(field('Model mapping'))).toBe('Model mapping must be valid JSON!'));
    expect(noticeTexts()).toEqual(['Please fix 1 field: Model mapping must be valid JSON!']);
  });
});
