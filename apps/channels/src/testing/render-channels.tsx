/**
 * Test helper: renders this remote's pages the way the shell hosts them — wouter routes at an
 * in-memory location, inside the shell's QueryClient and the toast provider — against a fake /api
 * served by a stubbed fetch, so tests see the exact calls the sdk makes.
 */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Language } from '@gateway/i18n';
import remote from '../expose/routes.tsx';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Answers `data` for a call, or throws an Error whose message becomes a `success: false` answer. */
export type ApiHandler = (call: ApiCall) => unknown;

/** Replaces fetch with `handler` behind the {success, message, data} envelope; returns every call made. */
export function stubApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://console.test');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    let envelope: unknown;
    try {
      envelope = { success: true, message: '', data: await handler(call) };
    } catch (error) {
      envelope = { success: false, message: error instanceof Error ? error.message : String(error) };
    }
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

export async function renderChannels(path: string, language: Language = 'en') {
  return renderRemotePage(remote, path, language);
}
