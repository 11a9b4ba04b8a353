import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShell, stubApi } from '../../testing/render-in-shell.tsx';
import { NoticeGate } from './notice-gate.tsx';
import { localDay, NOTICE_CLOSED_STORAGE_KEY, noticeFingerprint, resetNoticeMemory, shouldShowNotice } from './notice-memory.ts';

function serveNotice(text: string) {
  const api = stubApi({ 'GET /api/notice': { success: true, message: '', data: text } });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const NOTICE = '# Maintenance\n\nThe gateway restarts at **noon**.';

beforeEach(() => {
  localStorage.clear();
  resetNoticeMemory();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notice dialog (SET-074: the admin notice is shown)', () => {
  it('opens with the notice rendered from Markdown, and closing keeps it closed on this page', async () => {
    serveNotice(NOTICE);
    await renderInShell(<NoticeGate />);
    const dialog = await screen.findByRole('dialog', { name: 'Notice' }, { timeout: 45_000 });
    // Markdown rendered (the sanitizer itself is proven in Chromium: tests/e2e/admin-content-xss.test.ts).
    expect((await screen.findByText('noon', undefined, { timeout: 45_000 })).tagName).toBe('STRONG');
    expect(dialog.textContent).toContain('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Not shown again on this page load (navigating between pages); not closed for the day either.
    expect(shouldShowNotice(NOTICE, new Date())).toBe(false);
    expect(localStorage.getItem(NOTICE_CLOSED_STORAGE_KEY)).toBeNull();
  });

  it('"Don\'t show again today" remembers this notice for the day, in Chinese too', async () => {
    serveNotice('维护通知');
    await renderInShell(<NoticeGate />, { language: 'zh' });
    await screen.findByRole('dialog', { name: '公告' }, { timeout: 45_000 });
    fireEvent.click(screen.getByRole('button', { name: '今日不再显示' }));
    expect(localStorage.getItem(NOTICE_CLOSED_STORAGE_KEY)).toBe(`${localDay(new Date())}|${noticeFingerprint('维护通知')}`);
  });

  it('shows nothing for an empty notice', async () => {
    const api = serveNotice('  ');
    await renderInShell(<NoticeGate />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('shouldShowNotice', () => {
  it('a notice closed for today opens again tomorrow and when its text changes', () => {
    const today = new Date(2026, 10, 25, 9);
    localStorage.setItem(NOTICE_CLOSED_STORAGE_KEY, `${localDay(today)}|${noticeFingerprint('old')}`);
    expect(shouldShowNotice('old', today)).toBe(false);
    expect(shouldShowNotice('old', new Date(2026, 10, 26, 9))).toBe(true);
    expect(shouldShowNotice('new', today)).toBe(true);
  });
});
