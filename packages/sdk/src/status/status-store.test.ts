import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusPayload } from '@gateway/domain';
import { ensureStatusRequested, getCachedStatus, loadStatus, primeStatus, resetStatusStoreForTests, statusStore } from './status-store.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

const status = {
  system_name: 'Gateway',
  quota_per_unit: 500000,
  display_in_currency: true,
  enable_data_export: true,
  enable_drawing: false,
  enable_task: true,
  mj_notify_enabled: false,
  footer_html: '<p>hi</p>',
  chats: [{ ChatGPT: 'https://chat.example/?key={key}&url={address}' }],
  default_collapse_sidebar: true,
  setup: true,
} as unknown as StatusPayload;

beforeEach(() => {
  localStorage.clear();
  resetStatusStoreForTests();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadStatus (SH-010, COM-037..043)', () => {
  it('caches the payload under status and mirrors the local keys', async () => {
    server.replyData(status);
    await expect(loadStatus()).resolves.toEqual(status);
    expect(server.last().url).toBe('/api/status');
    expect(JSON.parse(localStorage.getItem('status') ?? 'null')).toEqual(status);
    expect({
      enable_data_export: localStorage.getItem('enable_data_export'),
      enable_drawing: localStorage.getItem('enable_drawing'),
      enable_task: localStorage.getItem('enable_task'),
      mj_notify_enabled: localStorage.getItem('mj_notify_enabled'),
      footer_html: localStorage.getItem('footer_html'),
      chats: JSON.parse(localStorage.getItem('chats') ?? 'null'),
      default_collapse_sidebar: localStorage.getItem('default_collapse_sidebar'),
    }).toEqual({
      enable_data_export: 'true',
      enable_drawing: 'false',
      enable_task: 'true',
      mj_notify_enabled: 'false',
      footer_html: '<p>hi</p>',
      chats: status.chats,
      default_collapse_sidebar: 'true',
    });
  });

  it('SH-024: keeps a sidebar choice the user already made', async () => {
    localStorage.setItem('default_collapse_sidebar', 'false');
    server.replyData(status);
    await loadStatus();
    expect(localStorage.getItem('default_collapse_sidebar')).toBe('false');
  });

  it('shares one request between concurrent callers', async () => {
    server.replyData(status);
    const [first, second] = await Promise.all([loadStatus(), loadStatus()]);
    expect(first).toBe(second);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the cached status and records the error when the refresh fails', async () => {
    localStorage.setItem('status', JSON.stringify(status));
    resetStatusStoreForTests();
    const listener = vi.fn();
    const unsubscribe = statusStore.subscribe(listener);
    server.reply(new TypeError('Failed to fetch'));
    await expect(loadStatus()).rejects.toMatchObject({ kind: 'network' });
    expect(getCachedStatus()).toEqual(status);
    expect(statusStore.getState()).toMatchObject({ status, loading: false, error: expect.objectContaining({ kind: 'network' }) });
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('treats a corrupted cache as no cache', () => {
    localStorage.setItem('status', '{not json');
    resetStatusStoreForTests();
    expect(getCachedStatus()).toBeUndefined();
  });
});

describe('primeStatus (a payload written into a prerendered document)', () => {
  it('is this page load’s answer: stored, mirrored, and no request follows', () => {
    const listener = vi.fn();
    const unsubscribe = statusStore.subscribe(listener);
    primeStatus(status);
    ensureStatusRequested();
    expect(statusStore.getState()).toEqual({ status, loading: false, error: undefined });
    expect(localStorage.getItem('footer_html')).toBe('<p>hi</p>');
    expect(listener).toHaveBeenCalled();
    expect(server.fetchMock).not.toHaveBeenCalled();
    unsubscribe();
  });
});
