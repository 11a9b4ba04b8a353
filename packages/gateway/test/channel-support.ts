import { expect } from 'vitest';
import { deriveAbilities } from '@gateway/domain';
import type { DatabaseHandle } from '@gateway/db';
import { envelopeOf, type Harness, type Session } from './support/harness.ts';

type Db = DatabaseHandle['db'];

/** A valid create body in the console's {mode, channel} shape. */
export function channelBody(overrides: Record<string, unknown> = {}, mode: 'single' | 'batch' = 'single') {
  return { mode, channel: { name: 'openai-1', type: 1, key: 'sk-one', models: 'gpt-4o,gpt-4o-mini', group: 'default', ...overrides } };
}

/** Creates channels through the API and answers the ids, newest last. */
export async function createChannelsViaApi(harness: Harness, session: Session, body: unknown): Promise<number[]> {
  const before = await harness.db.selectFrom('channels').select('id').execute();
  const response = await harness.request('/api/channel/', { session, body });
  const envelope = await envelopeOf(response);
  if (response.status !== 200) throw new Error(`create failed: ${response.status} ${envelope.message}`);
  const known = new Set(before.map((row) => Number(row.id)));
  const after = await harness.db.selectFrom('channels').select('id').orderBy('id').execute();
  return after.map((row) => Number(row.id)).filter((id) => !known.has(id));
}

/** The abilities table in a comparable form. */
export async function storedAbilities(db: Db) {
  const rows = await db.selectFrom('abilities').selectAll().execute();
  return rows
    .map((row) => ({
      group: row.group,
      model: row.model,
      channel_id: Number(row.channel_id),
      enabled: Boolean(row.enabled),
      priority: Number(row.priority),
      weight: Number(row.weight),
      tag: row.tag ?? null,
    }))
    .sort(compareAbility);
}

/** What the channels imply. */
export async function impliedAbilities(db: Db) {
  const channels = await db.selectFrom('channels').selectAll().execute();
  return channels.flatMap((channel) => deriveAbilities({ ...channel, id: Number(channel.id) })).sort(compareAbility);
}

function compareAbility(a: { channel_id: number; group: string; model: string }, b: { channel_id: number; group: string; model: string }): number {
  return a.channel_id - b.channel_id || a.group.localeCompare(b.group) || a.model.localeCompare(b.model);
}

export async function expectAbilitiesConsistent(db: Db): Promise<void> {
  expect(await storedAbilities(db)).toEqual(await impliedAbilities(db));
}

/** A snapshot of both tables, to prove a refused request wrote nothing. */
export async function snapshot(db: Db) {
  return {
    channels: await db.selectFrom('channels').selectAll().orderBy('id').execute(),
    abilities: await storedAbilities(db),
  };
}
