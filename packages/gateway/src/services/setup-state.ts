import { countUsersWithRole, findSetup, type Executor } from '@gateway/db';
import { Role } from '@gateway/domain';

/** Whether first-run setup is done, cached once it is: setup is never undone. */
export interface SetupState {
  isDone(): Promise<boolean>;
  /** Records a setup this process just committed. */
  markDone(): void;
}

/**
 * A setups row means done. A database that has a root user but no setups row comes from an older
 * version (before the setup wizard) and counts as set up too, like new-api — without
 * writing a row here, which could race with a setup committing at that moment. While not done
 * the database is asked again on every check, so a setup made by another instance is seen.
 */
export function createSetupState(db: Executor): SetupState {
  let done = false;
  return {
    async isDone() {
      if (done) return true;
      done = (await findSetup(db)) !== undefined || (await countUsersWithRole(db, Role.Root)) > 0;
      return done;
    },
    markDone() {
      done = true;
    },
  };
}
