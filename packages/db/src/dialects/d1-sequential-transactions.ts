import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * D1 has no interactive transactions (kysely-d1 throws on BEGIN). Writes still on `runAtomically` run
 * here as "sequential transactions": BEGIN waits for the isolate's previous transaction to finish, the
 * statements run one by one, COMMIT and ROLLBACK only release the turn. NOT atomic: a failure part-way
 * leaves the earlier statements written. The money path uses D1 batches (d1-batch.ts, ADR 0026); every
 * multi-statement console write uses `writeAtomically` (one batch, ADR 0037, which lists them). What still
 * comes here needs no atomicity on D1: repository helpers called inside a `writeAtomically` (the recorder's
 * transaction is a no-op) and Node-only paths.
 */
export function withSequentialTransactions(dialect: Dialect): Dialect {
  let turn: Promise<void> = Promise.resolve();
  const releases = new WeakMap<DatabaseConnection, () => void>();
  const wrapDriver = (driver: Driver): Driver => ({
    init: () => driver.init(),
    acquireConnection: () => driver.acquireConnection(),
    releaseConnection: (connection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
    async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
      const previous = turn;
      let release!: () => void;
      turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      releases.set(connection, release);
      await previous;
    },
    async commitTransaction(connection: DatabaseConnection) {
      releases.get(connection)?.();
    },
    async rollbackTransaction(connection: DatabaseConnection) {
      releases.get(connection)?.();
    },
  });
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => wrapDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
