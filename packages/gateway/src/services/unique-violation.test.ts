import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  it.each([
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, true],
    [{ code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: users.username' }, true],
    [new Error('D1_ERROR: UNIQUE constraint failed: users.aff_code: SQLITE_CONSTRAINT'), true],
    [{ code: 'ER_DUP_ENTRY', errno: 1062, message: "Duplicate entry 'alice' for key 'idx_users_username'" }, true],
    [{ code: '23503', message: 'foreign key violation' }, false],
    [new Error('connection refused'), false],
    ['UNIQUE constraint failed', false],
    [null, false],
  ])('%j → %s', (error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });
});
