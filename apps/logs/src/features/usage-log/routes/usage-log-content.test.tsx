import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LogRow } from '@gateway/domain';
import { baseStatus, renderPage, signInAs, stubApi } from '../../../testing/render-page.tsx';

const base: LogRow = {
  id: 51,
  user_id: 2,
  created_at: 1_763_800_000,
  type: 2,
  content: 'model ratio 2.50, completion ratio 4.00, group ratio 1.00 (usage estimated: no usage from the upstream)',
  username: 'alice',
  token_name: 'laptop',
  model_name: 'gpt-4o-mini',
  quota: 7250,
  prompt_tokens: 1000,
  completion_tokens: 500,
  use_time: 3,
  is_stream: false,
  channel: 3,
  channel_name: 'mock',
  token_id: 9,
  group: 'default',
  other: JSON.stringify({
    model_ratio: 2.5,
    completion_ratio: 4,
    group_ratio: 1,
    content_parts: [
      { key: 'modelRatio', params: { modelRatio: 2.5, completionRatio: 4, groupRatio: 1 } },
      { key: 'webSearchCalls', params: { count: 2, price: 10 } },
      { key: 'usageEstimated', params: {} },
    ],
  }),
};
const topUp: LogRow = {
  ...base,
  id: 52,
  type: 1,
  token_name: 'gift-card',
  model_name: '',
  quota: 0,
  content: 'top up via redemption code $0.001400, code id 7',
  other: JSON.stringify({ content_parts: [{ key: 'redemptionTopUp', params: { quota: 700, codeId: 7 } }] }),
};
const imported: LogRow = { ...base, id: 53, type: 4, token_name: 'old-row', model_name: '', quota: 0, content: '管理员赠送 $5', other: '' };

function stubLogs() {
  const list = { data: { items: [base, topUp, imported], page: 0, page_size: 10, total: 3 } };
  const stat = { data: { quota: 7250, token: 1500, rpm: 0, tpm: 0 } };
  return stubApi({ 'GET /api/status': { data: baseStatus }, 'GET /api/log/self/': list, 'GET /api/log/self/stat': stat });
}

const rowOf = (token: string) => screen.getByText(token).closest('tr')!;

describe('/log content in the reader’s language', () => {
  it('renders stored message keys in Chinese, quota in the site’s display mode, and free-text rows as written', async () => {
    signInAs('user');
    stubLogs();
    await renderPage('/log', 'zh');
    await screen.findByText('laptop');
    expect(
      within(rowOf('laptop')).getByText('模型倍率 2.50，补全倍率 4.00，分组倍率 1.00，网络搜索 2 次，每千次 $10（用量为估算值：上游未返回用量）'),
    ).toBeTruthy();
    expect(within(rowOf('gift-card')).getByText('通过兑换码充值 $0.0014，兑换码 ID 7')).toBeTruthy();
    expect(within(rowOf('old-row')).getByText('管理员赠送 $5')).toBeTruthy();
    fireEvent.click(rowOf('gift-card'));
    const details = await screen.findByTestId('log-details-52');
    expect(within(details).getByText('通过兑换码充值 $0.0014，兑换码 ID 7')).toBeTruthy();
  });

  it('renders the same messages in English, with plural forms', async () => {
    signInAs('user');
    stubLogs();
    await renderPage('/log');
    await screen.findByText('laptop');
    expect(
      within(rowOf('laptop')).getByText(
        'model ratio 2.50, completion ratio 4.00, group ratio 1.00, web search 2 calls at $10/1k (usage estimated: no usage from the upstream)',
      ),
    ).toBeTruthy();
    expect(within(rowOf('gift-card')).getByText('top up via redemption code $0.0014, code id 7')).toBeTruthy();
  });
});
