import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { listGroupsFromAbilities, replaceChannelAbilities } from './abilities.repository.ts';

/** Simulates a database failure on the insert that follows the delete. */
class FailInsertsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs) {
    if (args.node.kind === 'InsertQueryNode') throw new Error('insert refused');
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

describeEachDialect('abilities repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  const abilitiesOf = (channelId: number) =>
    getDb().selectFrom('abilities').selectAll().where('channel_id', '=', channelId).orderBy('group').orderBy('model').execute();

  it("replaces a channel's abilities, leaving other channels alone", async () => {
    await replaceChannelAbilities(getDb(), 1, [
      { group: 'default', model: 'gpt-4o' },
      { group: 'vip', model: 'gpt-4o', priority: 5, weight: 3, tag: 'openai' },
    ]);
    await replaceChannelAbilities(getDb(), 2, [{ group: 'default', model: 'claude-3', enabled: false }]);
    await replaceChannelAbilities(getDb(), 1, [{ group: 'svip', model: 'o1', enabled: true }]);

    expect(await abilitiesOf(1)).toEqual([{ group: 'svip', model: 'o1', channel_id: 1, enabled: 1, priority: 0, weight: 0, tag: null }]);
    expect(await abilitiesOf(2)).toEqual([{ group: 'default', model: 'claude-3', channel_id: 2, enabled: 0, priority: 0, weight: 0, tag: null }]);
  });

  it('deduplicates (group, model) pairs and handles more rows than one statement holds', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => ({ group: `g${index % 30}`, model: 'm', priority: index }));
    await replaceChannelAbilities(getDb(), 3, rows);
    const stored = await abilitiesOf(3);
    expect(stored).toHaveLength(30);
    expect(stored.find((row) => row.group === 'g0')?.priority).toBe(30);
  });

  it('rejects blank groups or models without touching the existing rows', async () => {
    await replaceChannelAbilities(getDb(), 4, [{ group: 'default', model: 'gpt-4o' }]);
    await expect(replaceChannelAbilities(getDb(), 4, [{ group: '', model: 'x' }])).rejects.toThrow(TypeError);
    expect(await abilitiesOf(4)).toHaveLength(1);
  });

  it('rejects non-integer priority or weight before writing', async () => {
    await expect(replaceChannelAbilities(getDb(), 5, [{ group: 'vip', model: 'x', priority: 'high' as unknown as number }])).rejects.toThrow(RangeError);
    await expect(replaceChannelAbilities(getDb(), 5, [{ group: 'vip', model: 'x', weight: -1 }])).rejects.toThrow(RangeError);
  });

  it('rolls back the delete when an insert fails', async () => {
    await replaceChannelAbilities(getDb(), 6, [{ group: 'default', model: 'gpt-4o' }]);
    const failingInserts = getDb().withPlugin(new FailInsertsPlugin());
    await expect(replaceChannelAbilities(failingInserts, 6, [{ group: 'vip', model: 'x' }])).rejects.toThrow('insert refused');
    expect((await abilitiesOf(6)).map((row) => row.group)).toEqual(['default']);
  });

  it('lists the distinct groups served, sorted', async () => {
    await replaceChannelAbilities(getDb(), 1, [
      { group: 'vip', model: 'a' },
      { group: 'default', model: 'a' },
    ]);
    await replaceChannelAbilities(getDb(), 2, [{ group: 'default', model: 'b' }]);
    expect(await listGroupsFromAbilities(getDb())).toEqual(['default', 'vip']);
  });
});
