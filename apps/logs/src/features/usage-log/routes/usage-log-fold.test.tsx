import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LogRow } from '@gateway/domain';
import { baseStatus, renderPage, signInAs, stubApi } from '../../../testing/render-page.tsx';

const usage: LogRow = {
  id: 41,
  user_id: 2,
  created_at: 1_763_800_000,
  type: 2,
  content: 'model ratio 2.50',
  username: 'alice',
  token_name: 'laptop',
  model_name: 'gpt-4o-mini',
  quota: 7250,
  prompt_tokens: 1000,
  completion_tokens: 500,
  use_time: 150,
  is_stream: false,
  channel: 3,
  channel_name: 'mock',
  token_id: 9,
  group: 'vip-team',
  other: JSON.stringify({ model_ratio: 2.5, completion_ratio: 1, group_ratio: 1, admin_info: { use_channel: ['5', '3'] } }),
};
const page = { data: { items: [usage], page: 1, page_size: 10, total: 1 } };
const stat = { data: { quota: 7250, token: 1500, rpm: 1, tpm: 1500 } };

// happy-dom has no layout: the frame measures what the usage log gets at 1440 px with the sidebar open.
function frameWidth(width: number): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

describe('/log columns folded for width', () => {
  it('LOG-016 / LOG-017: group, retry and details fold behind the row\'s "+3", and the column settings say so', async () => {
    frameWidth(1166);
    signInAs('admin');
    stubApi({ 'GET /api/status': { data: baseStatus }, 'GET /api/log/': page, 'GET /api/log/stat': stat });
    await renderPage('/log');
    const row = (await screen.findByText('laptop')).closest('tr')!;
    expect(screen.queryByRole('columnheader', { name: 'Group' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '+3 folded columns: show details' }));
    const detail = document.querySelector('[data-folded-fields]')!;
    expect([...detail.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Group', 'Retry', 'Details']);
    expect(within(detail as HTMLElement).getByText('vip-team')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = screen.getByRole('dialog', { name: 'Column settings' });
    const marked = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => box.hasAttribute('aria-describedby'))
      .map((box) => box.closest('[data-column-choice]')!.getAttribute('data-column-choice'));
    expect(marked).toEqual(['group', 'retry', 'details']);
    expect(within(dialog).getByRole('checkbox', { name: 'Group' })).toHaveProperty('checked', true);
  });

  it('LOG-016: in Chinese the row says "+3" and the dialog "已折叠"', async () => {
    frameWidth(1166);
    signInAs('admin');
    stubApi({ 'GET /api/status': { data: baseStatus }, 'GET /api/log/': page, 'GET /api/log/stat': stat });
    await renderPage('/log', 'zh');
    const row = (await screen.findByText('laptop')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '+3 个折叠列：展开详情' }).textContent).toBe('+3');
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    expect(within(screen.getByRole('dialog')).getAllByText('已折叠')).toHaveLength(3);
  });
});
