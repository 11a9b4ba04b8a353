import bcrypt from 'bcryptjs';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable stored hash; never throws. */
  verify(password: string, storedHash: string): Promise<boolean>;
  /**
   * Spends the time of one verification without a user, so a login for an unknown name takes
   * as long as one with a wrong password (no user enumeration through timing).
   */
  verifyNothing(password: string): Promise<void>;
}

/** bcrypt (bcryptjs: pure JS, runs on Workers) at `cost`; production uses 10 like new-api. */
export function createPasswordHasher(cost: number): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 4 || cost > 15) throw new RangeError(`bcrypt cost must be an integer from 4 to 15, got ${cost}`);
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async verify(password, storedHash) {
      try {
        return await bcrypt.compare(password, storedHash);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummyHash ??= bcrypt.hash('timing-equaliser', cost);
      await bcrypt.compare(password, await dummyHash);
    },
  };
}
