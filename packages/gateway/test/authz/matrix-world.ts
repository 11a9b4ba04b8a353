import type { TestDialect } from '@gateway/db/testing';
import { insertRedemption, insertToken, upsertOptions, type DatabaseHandle } from '@gateway/db';
import { clearAllTables } from '@gateway/db/testing';
import { optionRegistry, RedemptionStatus, Role as RoleValue } from '@gateway/domain';
import { GEMINI_UPSTREAM_URL } from '../vendor-upstream-support.ts';
import { addChannel, RELAY_PRICES } from '../relay-support.ts';
import { createHarness, login, seedUser, setUpRoot, type Harness, type Session } from '../support/harness.ts';
import { OPENAI_UPSTREAM_URL, matrixFetch } from './matrix-network.ts';
import { GEMINI_MODEL, MATRIX_TAG } from './route-expectations.ts';

type Db = DatabaseHandle['db'];

export const MATRIX_PASSWORD = 'password-123';
/** Prefix of every channel key of the world: no answer may ever contain one (ADR 0012). */
export const CHANNEL_KEY_PREFIX = 'sk-matrix-channel-secret';

export type Role = 'user' | 'admin' | 'root';

export interface MatrixActor {
  id: number;
  username: string;
  session: Session;
  /** The actor's API key without `sk-`. */
  apiKey: string;
}

export interface MatrixWorld {
  db: Db;
  harness: Harness;
  actors: Readonly<Record<Role, MatrixActor>>;
  /** Owners of "another user's object": a common user and a second admin. */
  otherUserId: number;
  otherAdminId: number;
  /** Every API key in the world with its owner: an answer to anyone else must not contain it. */
  tokenKeys: Array<{ key: string; ownerId: number }>;
}

let counter = 0;

/** A short string unique within the test process (names, usernames, keys). */
export function uniqueSuffix(): string {
  counter += 1;
  return counter.toString(36);
}

/** A 48-character API key (the column's size) that no other call of the process returns. */
export function uniqueKey(prefix: string): string {
  return `${prefix}${uniqueSuffix()}`.padEnd(48, 'x');
}

/** Prices for every model the matrix and fuzz requests use. */
const PRICES = {
  ...RELAY_PRICES,
  ModelRatio: JSON.stringify({
    'gpt-4o-mini': 1,
    'text-embedding-3-small': 1,
    'text-moderation-stable': 1,
    'rerank-1': 1,
    'dall-e-2': 8,
    'tts-1': 7.5,
    'whisper-1': 15,
    [GEMINI_MODEL]: 1,
  }),
};

/** Prefix of every credential option of the world (SMTPToken, EpayKey …): no answer may ever contain one (SET-071). */
export const OPTION_SECRET_PREFIX = 'matrix-option-secret';

/** Every write-only option holds a value, so the matrix proves none is ever answered. */
const OPTION_SECRETS = Object.fromEntries(
  optionRegistry.filter((definition) => definition.visibility === 'secret').map((definition) => [definition.key, `${OPTION_SECRET_PREFIX}-${definition.key}`]),
);

/** Online top-up configured (so wallet routes answer), with a fixed server address. */
const PAYMENT = { PayAddress: 'https://pay.example', EpayId: '1001', EpayKey: 'epay-secret-key', ServerAddress: 'https://gateway.example' };

/** Mail configured (codes, reset links, email notices go to the harness's in-memory outbox). */
const MAIL = { SMTPServer: 'smtp.matrix.example', SMTPFrom: 'gateway@matrix.example' };

/** Adds an API key for `ownerId` and answers it (without sk-). */
export async function addApiKey(world: Pick<MatrixWorld, 'db' | 'tokenKeys'>, ownerId: number, name = 'matrix-token'): Promise<{ id: number; key: string }> {
  const key = uniqueKey('mtx');
  const id = await insertToken(world.db, { user_id: ownerId, key, name, unlimited_quota: true });
  world.tokenKeys.push({ key, ownerId });
  return { id, key };
}

/** Adds an unused redemption code created by `ownerId`. */
export async function addRedemption(db: Db, ownerId: number): Promise<{ id: number; key: string }> {
  const key = uniqueKey('code').slice(0, 32);
  const id = await insertRedemption(db, {
    user_id: ownerId,
    key,
    name: 'matrix-code',
    quota: 1000,
    status: RedemptionStatus.Unused,
    created_time: 1_800_000_000,
  });
  return { id, key };
}

/** Adds an enabled OpenAI channel on the fake upstream. */
export function addMatrixChannel(db: Db, values: { name?: string; tag?: string } = {}): Promise<number> {
  return addChannel(db, {
    base_url: OPENAI_UPSTREAM_URL,
    key: `${CHANNEL_KEY_PREFIX}-${uniqueSuffix()}`,
    name: values.name ?? 'matrix',
    tag: values.tag ?? null,
    models: 'gpt-4o-mini,text-embedding-3-small,text-moderation-stable,rerank-1,dall-e-2,tts-1,whisper-1',
  });
}

async function seedActor(harness: Harness, username: string, role: number): Promise<Omit<MatrixActor, 'apiKey'>> {
  const row = await seedUser(harness.db, { username, password: MATRIX_PASSWORD, role, quota: 10_000_000 });
  // Invitation reward to transfer (POST /api/user/aff_transfer).
  await harness.db.updateTable('users').set({ aff_quota: 1_000_000 }).where('id', '=', row.id).execute();
  return { id: row.id, username, session: await login(harness, username, MATRIX_PASSWORD) };
}

/**
 * A fresh world on `db`: set up through the API (root), a signed-in admin and user, another user
 * and another admin owning "other" objects, an API key per signed-in actor, an OpenAI and a Gemini
 * channel on the fakes (tagged {@link MATRIX_TAG}), prices and online top-up configured.
 */
export async function buildMatrixWorld(db: Db, dialect: TestDialect): Promise<MatrixWorld> {
  await clearAllTables(db);
  await upsertOptions(db, { ...PRICES, ...PAYMENT, ...MAIL, ...OPTION_SECRETS });
  const harness = createHarness(db, dialect, { fetch: matrixFetch });
  const rootSession = await setUpRoot(harness);
  const root = { id: rootSession.userId, username: 'root', session: rootSession };
  await db.updateTable('users').set({ aff_quota: 1_000_000 }).where('id', '=', root.id).execute();
  const admin = await seedActor(harness, 'm-admin', RoleValue.Admin);
  const user = await seedActor(harness, 'm-user', RoleValue.Common);
  const otherUserId = (await seedUser(db, { username: 'm-other', password: MATRIX_PASSWORD })).id;
  const otherAdminId = (await seedUser(db, { username: 'm-other-adm', password: MATRIX_PASSWORD, role: RoleValue.Admin })).id;
  const tokenKeys: MatrixWorld['tokenKeys'] = [];
  const keyOf = async (ownerId: number) => (await addApiKey({ db, tokenKeys }, ownerId)).key;
  const actors = {
    user: { ...user, apiKey: await keyOf(user.id) },
    admin: { ...admin, apiKey: await keyOf(admin.id) },
    root: { ...root, apiKey: await keyOf(root.id) },
  };
  await addMatrixChannel(db, { tag: MATRIX_TAG });
  await addChannel(db, {
    type: 24,
    key: `${CHANNEL_KEY_PREFIX}-gemini`,
    base_url: GEMINI_UPSTREAM_URL,
    models: GEMINI_MODEL,
    name: 'matrix-gemini',
    tag: MATRIX_TAG,
  });
  return { db, harness, actors, otherUserId, otherAdminId, tokenKeys };
}
