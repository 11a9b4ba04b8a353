import { beforeEach, expect, it } from 'vitest';
import { clearAllTables } from '../testing/clear-tables.ts';
import { describeEachDialect } from '../testing/describe-each-dialect.ts';
import { claimVerificationCode, findVerificationCode, saveVerificationCode } from './verification-codes.repository.ts';

describeEachDialect('verification codes repository', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  const issue = (code_hash: string, created_at = 1000, expires_at = 1600, email = 'a@b.co') =>
    saveVerificationCode(getDb(), { purpose: 'verify', email, code_hash, created_at, expires_at });
  const claim = async (codeHash: string, nowSeconds = 1100) => {
    const row = await findVerificationCode(getDb(), 'verify', 'a@b.co');
    return row !== undefined && (await claimVerificationCode(getDb(), { id: row.id, codeHash, nowSeconds }));
  };

  it('keeps one code per purpose and address: a resend replaces the code', async () => {
    await issue('first');
    await issue('second', 1200, 1800);
    expect(await findVerificationCode(getDb(), 'verify', 'a@b.co')).toMatchObject({
      code_hash: 'second',
      attempts: 0,
      created_at: 1200,
      expires_at: 1800,
      user_id: 0,
    });
    expect(await getDb().selectFrom('verification_codes').select('id').execute()).toHaveLength(1);
    await saveVerificationCode(getDb(), { purpose: 'reset', email: 'a@b.co', user_id: 7, code_hash: 'reset', created_at: 1200, expires_at: 3000 });
    expect(await findVerificationCode(getDb(), 'reset', 'a@b.co')).toMatchObject({ user_id: 7, code_hash: 'reset' });
    expect(await findVerificationCode(getDb(), 'verify', 'a@b.co')).toMatchObject({ code_hash: 'second' });
  });

  it('a code is claimed once, only with its hash, before it expires; wrong tries before do not end it', async () => {
    await issue('h');
    for (let guess = 0; guess < 6; guess++) expect(await claim('wrong')).toBe(false);
    expect(await claim('h', 1601)).toBe(false);
    expect(await claim('h')).toBe(true);
    expect(await claim('h')).toBe(false);
  });

  it('of concurrent claims of one code exactly one wins', async () => {
    await issue('h');
    const results = await Promise.all(Array.from({ length: 8 }, () => claim('h')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('issuing a code drops the codes of other addresses that have expired', async () => {
    await issue('old', 100, 200, 'old@b.co');
    await issue('live', 100, 5000, 'live@b.co');
    await issue('new', 1000, 1600, 'new@b.co');
    const emails = (await getDb().selectFrom('verification_codes').select('email').orderBy('email').execute()).map((row) => row.email);
    expect(emails).toEqual(['live@b.co', 'new@b.co']);
  });
});
