import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FOOTER_POLL_INTERVAL_MS, useFooterHtml } from './use-footer-html.ts';

describe('useFooterHtml (SH-027)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-reads every 200 ms and stops after 5 polls', () => {
    let value = '';
    const read = vi.fn(() => value);
    const { result } = renderHook(() => useFooterHtml(read));
    expect(result.current).toBe('');
    const readsAtMount = read.mock.calls.length;

    value = '<b>late</b>';
    act(() => {
      vi.advanceTimersByTime(FOOTER_POLL_INTERVAL_MS);
    });
    expect(result.current).toBe('<b>late</b>');

    act(() => {
      vi.advanceTimersByTime(FOOTER_POLL_INTERVAL_MS * 20);
    });
    expect(read.mock.calls.length - readsAtMount).toBe(5);

    value = '<b>too late</b>';
    act(() => {
      vi.advanceTimersByTime(FOOTER_POLL_INTERVAL_MS * 5);
    });
    expect(result.current).toBe('<b>late</b>');
  });
});
