import { describe, expect, it } from 'vitest';
import { optionDefaults } from '@gateway/domain';
import { classifyChannelFailure, parseDisableKeywords, type ChannelFailure } from './disable-rules.ts';
import { createFailureStreaks } from './failure-streaks.ts';

const keywords = parseDisableKeywords(optionDefaults()['AutomaticDisableKeywords'] ?? '');

function failure(status: number, message = 'boom', extra: Partial<ChannelFailure['error']> = {}, local?: boolean): ChannelFailure {
  return { status, error: { message, type: 'upstream_error', code: null, ...extra }, local };
}

describe('classifyChannelFailure', () => {
  it('disables at once for key and account failures', () => {
    expect(classifyChannelFailure(failure(401, 'Incorrect API key'), keywords)).toEqual({ kind: 'disable', reason: 'status 401: Incorrect API key' });
    expect(classifyChannelFailure(failure(403), keywords).kind).toBe('disable');
    expect(classifyChannelFailure(failure(400, 'x', { code: 'invalid_api_key' }), keywords).kind).toBe('disable');
    expect(classifyChannelFailure(failure(429, 'x', { type: 'insufficient_quota' }), keywords).kind).toBe('disable');
    expect(classifyChannelFailure(failure(400, 'Permission Denied for this project'), keywords).kind).toBe('disable');
  });

  it('counts 429 and 5xx toward the repeated-failure rule, ignores other statuses and local errors', () => {
    expect(classifyChannelFailure(failure(429), keywords).kind).toBe('count');
    expect(classifyChannelFailure(failure(500), keywords).kind).toBe('count');
    expect(classifyChannelFailure(failure(504), keywords).kind).toBe('count');
    expect(classifyChannelFailure(failure(400), keywords).kind).toBe('ignore');
    expect(classifyChannelFailure(failure(404), keywords).kind).toBe('ignore');
    expect(classifyChannelFailure(failure(401, 'x', {}, true), keywords).kind).toBe('ignore');
  });

  it('lower-cases keywords, drops blank lines, and keeps the reason short', () => {
    expect(parseDisableKeywords(' Foo Bar \n\n\r\nBAZ')).toEqual(['foo bar', 'baz']);
    const verdict = classifyChannelFailure(failure(401, 'x'.repeat(1000)), keywords);
    expect(verdict.kind === 'disable' && verdict.reason.length).toBe(300);
  });
});

describe('createFailureStreaks', () => {
  it('trips at the threshold of consecutive failures inside the window', () => {
    const streaks = createFailureStreaks({ threshold: 3, windowMilliseconds: 1_000 });
    expect([streaks.fail(1, 0), streaks.fail(1, 100)]).toEqual([false, false]);
    streaks.reset(1);
    expect([streaks.fail(1, 200), streaks.fail(1, 300), streaks.fail(1, 1_250)]).toEqual([false, false, false]);
    expect(streaks.fail(1, 1_290)).toBe(true);
    expect(streaks.fail(2, 1_290)).toBe(false);
    expect(streaks.size()).toBe(2);
  });
});
