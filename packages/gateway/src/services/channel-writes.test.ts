import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { createChannelInput, editTagInput, updateChannelInput } from '@gateway/domain';
import { channelWrites, type ChannelWrites } from './channel-writes.ts';

const NOW = 1_700_000_000;

function createInput(name: string, tag?: string) {
  return createChannelInput.parse({ mode: 'single', channel: { name, type: 1, key: 'sk-one', models: 'gpt-4o', group: 'default', ...(tag ? { tag } : {}) } });
}

describeEachDialect('channel writes tell the relay themselves', (getDb) => {
  let announced: number;
  let writes: ChannelWrites;
  beforeEach(async () => {
    await clearAllTables(getDb());
    announced = 0;
    writes = channelWrites({ db: getDb(), channelsChanged: () => (announced += 1) });
  });

  /** Runs a write and answers how often it told the relay. */
  async function announcements(write: (writes: ChannelWrites) => Promise<{ ok: boolean }>, expectOk = true): Promise<number> {
    const before = announced;
    expect((await write(writes)).ok).toBe(expectOk);
    return announced - before;
  }

  it('every committed write announces exactly once: create, edit, copy, tag, tag status, repair, delete', async () => {
    expect(await announcements((w) => w.create(createInput('a', 'team'), NOW))).toBe(1);
    const [id] = (await getDb().selectFrom('channels').select('id').execute()).map((row) => Number(row.id));
    expect(await announcements((w) => w.edit(updateChannelInput.parse({ id, status: 2 })))).toBe(1);
    expect(await announcements((w) => w.copy(id!, NOW))).toBe(1);
    expect(await announcements((w) => w.batchTag([id!], 'team'))).toBe(1);
    expect(await announcements((w) => w.editTag(editTagInput.parse({ tag: 'team', priority: 3 })))).toBe(1);
    expect(await announcements((w) => w.setTagStatus('team', true))).toBe(1);
    expect(await announcements((w) => w.repairAbilities())).toBe(1);
    expect(await announcements((w) => w.delete(id!))).toBe(1);
    expect(await announcements((w) => w.deleteDisabled())).toBe(1);
    const rest = (await getDb().selectFrom('channels').select('id').execute()).map((row) => Number(row.id));
    expect(await announcements((w) => w.batchDelete(rest))).toBe(1);
  });

  it('a refused write changed nothing and announces nothing', async () => {
    expect(await announcements((w) => w.create(createInput(''), NOW), false)).toBe(0);
    expect(await announcements((w) => w.edit(updateChannelInput.parse({ id: 999, status: 2 })), false)).toBe(0);
    expect(await announcements((w) => w.copy(999, NOW), false)).toBe(0);
    expect(await announcements((w) => w.batchTag([999], 'x'), false)).toBe(0);
    expect(await announcements((w) => w.setTagStatus('no-such-tag', false), false)).toBe(0);
  });
});
