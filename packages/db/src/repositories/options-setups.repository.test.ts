import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { loadAllOptions, upsertOption, upsertOptions } from './options.repository.ts';
import { findSetup, insertSetup } from './setups.repository.ts';

describeEachDialect('options repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('starts empty and stores one option', async () => {
    expect(await loadAllOptions(getDb())).toEqual({});
    await upsertOption(getDb(), 'SystemName', 'Gateway');
    expect(await loadAllOptions(getDb())).toEqual({ SystemName: 'Gateway' });
  });

  it('overwrites an existing option instead of duplicating it', async () => {
    await upsertOption(getDb(), 'RegisterEnabled', 'true');
    await upsertOption(getDb(), 'RegisterEnabled', 'false');
    expect(await loadAllOptions(getDb())).toEqual({ RegisterEnabled: 'false' });
  });

  it('upserts many options at once, last value of a repeated key winning, across statement chunks', async () => {
    await upsertOption(getDb(), 'Keep', 'old');
    const entries: Array<[string, string]> = Array.from({ length: 120 }, (_, index) => [`Key${index}`, String(index)]);
    entries.push(['Keep', 'new'], ['Key0', 'zero']);
    await upsertOptions(getDb(), entries);
    const options = await loadAllOptions(getDb());
    expect(Object.keys(options)).toHaveLength(121);
    expect(options.Keep).toBe('new');
    expect(options.Key0).toBe('zero');
    expect(options.Key119).toBe('119');
  });

  it('accepts a record, keeps JSON text verbatim, and rejects non-string values before writing', async () => {
    const json = JSON.stringify({ 'gpt-4': 15, nested: { a: [1, 2] } });
    await upsertOptions(getDb(), { ModelRatio: json, Empty: '' });
    expect(await loadAllOptions(getDb())).toEqual({ ModelRatio: json, Empty: '' });
    await expect(upsertOptions(getDb(), { Good: 'x', Bad: 5 as unknown as string })).rejects.toThrow(TypeError);
    expect((await loadAllOptions(getDb())).Good).toBeUndefined();
  });
});

describeEachDialect('setups repository', (getDb) => {
  it('has no setup row until one is inserted', async () => {
    expect(await findSetup(getDb())).toBeUndefined();
    const id = await insertSetup(getDb(), { version: 'v1.0.0', initialized_at: 1_700_000_000 });
    expect(await findSetup(getDb())).toEqual({ id, version: 'v1.0.0', initialized_at: 1_700_000_000 });
    await expect(insertSetup(getDb(), { version: ' ', initialized_at: 1 })).rejects.toThrow(/version/);
  });
});
