import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageQuerySchema, toOffset, toPage, type LogRow } from '@gateway/domain';
import { baseStatus, renderPage, signInAs, stubApi, type RecordedCall } from '../../../testing/render-page.tsx';

/** Newest id of the stubbed log; pages hold ids counting down from it. */
const NEWEST = 5_000;
const stat = { data: { quota: 0, token: 0, rpm: 0, tpm: 0 } };

const row = (id: number): LogRow => ({
  id,
  user_id: 2,
  created_at: 1_763_800_000 + id,
  type: 2,
  content: '',
  username: 'alice',
  token_name: `token-${id}`,
  model_name: 'gpt-4o-mini',
  quota: 10,
  prompt_tokens: 1,
  completion_tokens: 1,
  use_time: 1,
  is_stream: false,
  channel: 3,
  channel_name: 'mock',
  token_id: 9,
  group: 'default',
  other: '{}',
});

/**
 * A list of 5,000 rows as the server answers it (ADR 0042): the page below `before_id` when sent,
 * else the p-th; `total` counts 1,000 rows past the page and says it stopped (total_capped).
 */
function cappedList(call: RecordedCall) {
  // Paged by the server's own parser: p counts from 1, p=0 is the first page.
  const query = pageQuerySchema.parse(Object.fromEntries(call.query));
  const offset = toOffset(query);
  const beforeId = call.query.get('before_id');
  const top = beforeId === null ? NEWEST - offset : Number(beforeId) - 1;
  const items = Array.from({ length: query.page_size }, (_, index) => row(top - index));
  return { data: { ...toPage(items, offset + 1_000, query), total_capped: true } };
}

function stubCapped() {
  return stubApi({
    'GET /api/status': { data: baseStatus },
    'GET /api/log/': cappedList,
    'GET /api/log/self/': cappedList,
    'GET /api/log/stat': stat,
    'GET /api/log/self/stat': stat,
  });
}

type Api = ReturnType<typeof stubCapped>;

/** The paging part of the last list request. */
function lastPaging(api: Api, path: string) {
  const query = api.callsTo('GET', path).at(-1)!.query;
  return { p: query.get('p'), before_id: query.get('before_id') };
}

async function turnTo(api: Api, path: string, button: string, expected: { p: string; before_id: string | null }, firstToken: string) {
  // By label: role queries over the whole admin table are slow in jsdom.
  fireEvent.click(screen.getByLabelText(button));
  await waitFor(() => expect(lastPaging(api, path)).toEqual(expected));
  await screen.findByText(firstToken);
}

describe('/log paging at scale (ADR 0042)', () => {
  it('LOG-027: Next sends before_id = the last id shown with p; the capped total reads "more than n" with no last page', async () => {
    signInAs('admin');
    const api = stubCapped();
    await renderPage('/log');
    await screen.findByText('token-5000');
    expect(lastPaging(api, '/api/log/')).toEqual({ p: '0', before_id: null });
    expect(screen.getByText('Row 1 - 10, more than 1,000 rows')).toBeTruthy();
    expect(screen.queryByLabelText('Last page')).toBeNull();
    await turnTo(api, '/api/log/', 'Next page', { p: '2', before_id: '4991' }, 'token-4990');
    expect(screen.getByText('Row 11 - 20, more than 1,010 rows')).toBeTruthy();
    await turnTo(api, '/api/log/', 'Next page', { p: '3', before_id: '4981' }, 'token-4980');
    expect(screen.getByLabelText('Next page').hasAttribute('disabled')).toBe(false);
  });

  it('LOG-027: Previous and Search fall back to p alone', async () => {
    signInAs('admin');
    const api = stubCapped();
    await renderPage('/log');
    await screen.findByText('token-5000');
    await turnTo(api, '/api/log/', 'Next page', { p: '2', before_id: '4991' }, 'token-4990');
    await turnTo(api, '/api/log/', 'Next page', { p: '3', before_id: '4981' }, 'token-4980');
    // Page 1 was asked with a cursor; going back asks it again by p alone.
    await turnTo(api, '/api/log/', 'Previous page', { p: '2', before_id: null }, 'token-4990');
    fireEvent.click(within(screen.getByRole('search', { name: 'Log filters' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastPaging(api, '/api/log/')).toEqual({ p: '0', before_id: null }));
  });

  it('LOG-027: a page size change starts again at p=0 without a cursor', async () => {
    signInAs('admin');
    const api = stubCapped();
    await renderPage('/log');
    await screen.findByText('token-5000');
    await turnTo(api, '/api/log/', 'Next page', { p: '2', before_id: '4991' }, 'token-4990');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/log/').at(-1)!.query.get('page_size')).toBe('20'));
    expect(lastPaging(api, '/api/log/')).toEqual({ p: '0', before_id: null });
  });

  it('in Chinese, a user’s own list: the capped total and the cursor on /api/log/self/', async () => {
    signInAs('user');
    const api = stubCapped();
    await renderPage('/log', 'zh');
    await screen.findByText('token-5000');
    expect(screen.getByText('第 1 - 10 条，超过 1,000 条')).toBeTruthy();
    await turnTo(api, '/api/log/self/', '下一页', { p: '2', before_id: '4991' }, 'token-4990');
    expect(screen.getByText('第 11 - 20 条，超过 1,010 条')).toBeTruthy();
    expect(api.callsTo('GET', '/api/log/')).toHaveLength(0);
  });
});
