import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TokenRow } from '@gateway/domain';
import { configureApiClient } from '@gateway/sdk';
import { createQueryClient } from '@gateway/sdk/queries';
import { AppProviders } from '@gateway/ui/app-providers';
import { notifyExternal } from '@gateway/ui/notify';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';
import remote from '../../../expose/routes.tsx';
import { noticeTexts, stubApi } from '../../../testing/render-page.tsx';
import { findEnabledToken } from './find-enabled-token.ts';
import { useEnabledToken } from './use-enabled-token.ts';

const token = (id: number, status: number): TokenRow => ({
  id,
  user_id: 2,
  key: `key${id}`,
  status,
  name: `t${id}`,
  created_time: 0,
  accessed_time: 0,
  expired_time: -1,
  remain_quota: 0,
  unlimited_quota: true,
  model_limits_enabled: false,
  model_limits: '',
  allow_ips: '',
  used_quota: 0,
  group: '',
});

function Probe({ enabled }: { enabled: boolean }) {
  const state = useEnabledToken({ enabled });
  return <output>{state.status === 'ready' ? `ready ${state.token.key}` : state.status}</output>;
}

async function renderProbe(enabled = true, language: 'en' | 'zh' = 'en') {
  await loadRemoteLanguage(remote, language);
  configureApiClient({ notifyError: (message, options) => notifyExternal.error(message, options), translate: (key) => key });
  const location = memoryLocation({ path: '/playground', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppProviders>
        <Router hook={location.hook}>
          <Probe enabled={enabled} />
        </Router>
      </AppProviders>
    </QueryClientProvider>,
  );
  return location;
}

describe('enabled-token requirement (PP-029…031)', () => {
  it('PP-030: only status 1 counts', () => {
    expect(findEnabledToken([token(1, 2), token(2, 3), token(3, 4)])).toBeUndefined();
    expect(findEnabledToken([token(1, 2), token(2, 1), token(3, 1)])?.id).toBe(2);
  });

  it('PP-029: reads GET /api/token/?p=0&size=100 and answers the first enabled token', async () => {
    const api = stubApi({ 'GET /api/token/': { data: { items: [token(1, 2), token(2, 1)], total: 2, page: 0 } } });
    await renderProbe();
    expect((await screen.findByText('ready key2')).textContent).toBe('ready key2');
    const [call] = api.callsTo('GET', '/api/token/');
    expect([call!.query.get('p'), call!.query.get('size')]).toEqual(['0', '100']);
  });

  it.each(['en', 'zh'] as const)('PP-031: with no enabled token it says so and moves to /token (%s)', async (language) => {
    stubApi({ 'GET /api/token/': { data: { items: [token(1, 2)], total: 1, page: 0 } } });
    const location = await renderProbe(true, language);
    await screen.findByText('none');
    const expected = language === 'en' ? /No API token is enabled/ : /没有可用的令牌/;
    await waitFor(() => expect(noticeTexts().some((text) => expected.test(text))).toBe(true));
    await waitFor(() => expect(location.history.at(-1)).toBe('/token'), { timeout: 45_000 });
  });

  it('a visitor (not enabled) asks nothing', async () => {
    const api = stubApi({});
    await renderProbe(false);
    expect(screen.getByText('idle')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a failed read is "failed" and stays on the page', async () => {
    stubApi({ 'GET /api/token/': { fail: 'database is down' } });
    const location = await renderProbe();
    await screen.findByText('failed', {}, { timeout: 45_000 });
    expect(location.history.at(-1)).toBe('/playground');
  });
});
