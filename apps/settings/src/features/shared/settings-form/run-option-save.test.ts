import { describe, expect, it } from 'vitest';
import { runOptionSave } from './run-option-save.ts';

/** A send whose answers the test releases one by one, recording what was sent and when. */
function controlledSend(refuse: Record<string, string> = {}) {
  const sent: string[] = [];
  const pending = new Map<string, () => void>();
  const send = (key: string) => {
    sent.push(key);
    return new Promise<void>((resolve, reject) => {
      pending.set(key, () => (refuse[key] === undefined ? resolve() : reject(new Error(refuse[key]))));
    });
  };
  const release = (key: string) => {
    pending.get(key)!();
    pending.delete(key);
  };
  return { sent, pending, send, release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runOptionSave', () => {
  it('SET-006: sends the switches, waits for them, then sends every other option at once', async () => {
    const values = { DemoSiteEnabled: 'true', RetryTimes: '2', QuotaPerUnit: '1000' };
    const control = controlledSend();
    const done = runOptionSave(['RetryTimes', 'DemoSiteEnabled', 'QuotaPerUnit'], values, control.send);
    await flush();
    expect(control.sent).toEqual(['DemoSiteEnabled']);
    control.release('DemoSiteEnabled');
    await flush();
    // Both are in flight before either answers: the second phase is parallel.
    expect(control.sent).toEqual(['DemoSiteEnabled', 'RetryTimes', 'QuotaPerUnit']);
    expect([...control.pending.keys()]).toEqual(['RetryTimes', 'QuotaPerUnit']);
    control.release('QuotaPerUnit');
    control.release('RetryTimes');
    expect(await done).toEqual({ saved: ['DemoSiteEnabled', 'RetryTimes', 'QuotaPerUnit'], failed: [] });
  });

  it('a failed key never stops the others: every key is tried and the outcome names the failures', async () => {
    const values = { DrawingEnabled: 'false', RetryTimes: '20', QuotaPerUnit: '1000' };
    const control = controlledSend({ DrawingEnabled: 'refused', RetryTimes: 'too many' });
    const done = runOptionSave(['DrawingEnabled', 'RetryTimes', 'QuotaPerUnit'], values, control.send);
    await flush();
    control.release('DrawingEnabled');
    await flush();
    control.release('RetryTimes');
    control.release('QuotaPerUnit');
    const outcome = await done;
    expect(outcome.saved).toEqual(['QuotaPerUnit']);
    expect(outcome.failed.map(({ key, error }) => [key, (error as Error).message])).toEqual([
      ['DrawingEnabled', 'refused'],
      ['RetryTimes', 'too many'],
    ]);
  });

  it('SET-005: sends each value as the text the form holds', async () => {
    const sent: [string, string][] = [];
    await runOptionSave(['RetryTimes'], { RetryTimes: '4' }, async (key, value) => {
      sent.push([key, value]);
    });
    expect(sent).toEqual([['RetryTimes', '4']]);
  });
});
