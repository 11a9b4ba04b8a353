import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TokenRow } from '@gateway/domain';
import { baseStatus, renderPage, stubApi } from '../../../testing/render-page.tsx';

const HOUR_LEFT = 1_700_003_600;
const token: TokenRow = {
  id: 1,
  user_id: 2,
  key: 'AAAAbbbbCCCCddddEEEEffffGGGGhhhhIIIIjjjjKKKKwxyz',
  status: 1,
  name: 'one-hour',
  created_time: 1_700_000_000,
  accessed_time: 0,
  expired_time: HOUR_LEFT,
  remain_quota: 500000,
  unlimited_quota: false,
  model_limits_enabled: false,
  model_limits: '',
  allow_ips: '',
  used_quota: 250000,
  group: 'vip',
};

// happy-dom has no layout: the frame measures a table narrower than at 1440 px with the sidebar open.
function frameWidth(width: number): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('/token columns folded for width', () => {
  it('TW-002 / TW-005: the expiry is the last column to fold; what folds is counted on the row\'s "+N" and listed under it', async () => {
    frameWidth(1050);
    stubApi({
      'GET /api/status': { data: baseStatus },
      'GET /api/token/': { data: { items: [token], page: 1, page_size: 10, total: 1 } },
      'GET /api/user/models': { data: [] },
      'GET /api/user/self/groups': { data: {} },
    });
    await renderPage('/token');
    const row = (await screen.findByText('one-hour')).closest('tr')!;
    // Creation time, group and used quota give way; the expiry stays beside the name.
    expect(headers()).toContain('Expires');
    expect(headers()).not.toContain('Used quota');
    fireEvent.click(within(row).getByRole('button', { name: '+3 folded columns: show details' }));
    const folded = document.querySelector('[data-folded-fields]') as HTMLElement;
    expect([...folded.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Used quota', 'Created', 'Group']);
    expect(within(folded).getByText('vip')).toBeTruthy();
  });
});
