import { beforeEach, expect, it, vi } from 'vitest';
import { upsertOptions } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { optionDefaults } from '@gateway/domain';
import { createOptionStore } from './option-store.ts';

describeEachDialect('option store', (getDb) => {
  beforeEach(() => clearAllTables(getDb()));

  it('merges stored values over the registry defaults and reads them typed', async () => {
    await upsertOptions(getDb(), { QuotaPerUnit: '1000', RegisterEnabled: 'false', GroupRatio: '{"default":1,"team":0.5}' });
    const store = createOptionStore(getDb());
    await store.ready();
    expect(store.snapshot()).toEqual({ ...optionDefaults(), QuotaPerUnit: '1000', RegisterEnabled: 'false', GroupRatio: '{"default":1,"team":0.5}' });
    expect(store.getNumber('QuotaPerUnit')).toBe(1000);
    expect(store.getBoolean('RegisterEnabled')).toBe(false);
    expect(store.getBoolean('PasswordLoginEnabled')).toBe(true);
    expect(store.getJson('GroupRatio')).toEqual({ default: 1, team: 0.5 });
  });

  it('falls back to the default for unreadable stored text', async () => {
    await upsertOptions(getDb(), { GroupRatio: '{broken', QuotaPerUnit: 'lots' });
    const store = createOptionStore(getDb());
    await store.ready();
    expect(store.getJson('GroupRatio')).toEqual(JSON.parse(optionDefaults()['GroupRatio']!));
    expect(store.getNumber('QuotaPerUnit')).toBe(500000);
  });

  it('reads the table once, serves set() values from memory and re-reads on reload()', async () => {
    const store = createOptionStore(getDb());
    const spy = vi.spyOn(getDb(), 'selectFrom');
    await Promise.all([store.ready(), store.ready()]);
    await store.ready();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    store.set('SystemName', 'In Memory');
    expect(store.get('SystemName')).toBe('In Memory');
    await upsertOptions(getDb(), { SystemName: 'From Database' });
    await store.reload();
    expect(store.get('SystemName')).toBe('From Database');
  });

  it('retries after a failed load instead of caching the failure', async () => {
    const store = createOptionStore(getDb());
    const spy = vi.spyOn(getDb(), 'selectFrom').mockImplementationOnce(() => {
      throw new Error('database unavailable');
    });
    await expect(store.ready()).rejects.toThrow('database unavailable');
    await expect(store.ready()).resolves.toBeUndefined();
    spy.mockRestore();
  });
});
