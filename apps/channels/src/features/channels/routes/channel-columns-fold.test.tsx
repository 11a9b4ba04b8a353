import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderChannels, stubApi } from '../../../testing/render-channels.tsx';
import type { ApiCall } from '../../../testing/render-channels.tsx';
import { fakeChannel, pageOf } from '../../../testing/fake-channels.ts';

const channels = [
  fakeChannel({ id: 1, name: 'openai-main', priority: 5 }),
  fakeChannel({ id: 2, name: 'claude-backup', type: 14, tag: 'team', weight: 2 }),
  fakeChannel({ id: 3, name: 'claude-spare', type: 14, tag: 'team', weight: 2 }),
];

function listApi(call: ApiCall): unknown {
  if (call.path === '/api/channel/' && call.method === 'GET') return pageOf(channels);
  if (call.path === '/api/channel/tag') return 2;
  throw new Error(`unexpected ${call.method} ${call.path}`);
}

// happy-dom has no layout: the frame measures what the table gets at 1440 px with the sidebar open, a bit less.
function frameWidth(width: number): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

describe('channel columns folded for width', () => {
  it('CH-006 / CH-027: a folded tag weight is counted on the row\'s "+N" and edited in its expansion', async () => {
    frameWidth(1010);
    const calls = stubApi(listApi);
    await renderChannels('/channel?tag=1');
    const tagRow = (await screen.findByText('Tag: team')).closest('tr')!;
    // Group, balance, used quota and weight do not fit beside the rest (ADR 0020's priorities).
    expect(screen.queryByRole('columnheader', { name: 'Weight' })).toBeNull();
    fireEvent.click(within(tagRow).getByRole('button', { name: '+4 folded columns: show details' }));
    const field = await screen.findByLabelText('Weight of team');
    expect(field.closest('[data-folded-field]')!.getAttribute('data-folded-field')).toBe('weight');
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.blur(field);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/channel/tag')?.body).toEqual({ tag: 'team', weight: 7 }));
  });

  it('CH-006: the column settings mark the chosen columns that are folded', async () => {
    frameWidth(1010);
    stubApi(listApi);
    await renderChannels('/channel');
    await screen.findByText('openai-main');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    const folded = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => box.hasAttribute('aria-describedby'))
      .map((box) => box.closest('[data-column-choice]')!.getAttribute('data-column-choice'));
    expect(folded).toEqual(['group', 'balance', 'usedQuota', 'weight']);
    expect(within(dialog).getAllByText('Folded')).toHaveLength(4);
    expect(within(dialog).getByText(/open it with the \+N button on a row/)).toBeTruthy();
    // Unticking a folded column leaves one less folded.
    fireEvent.click(within(dialog).getByLabelText('Balance'));
    await waitFor(() => expect(within(dialog).getAllByText('Folded')).toHaveLength(3));
  });
});
