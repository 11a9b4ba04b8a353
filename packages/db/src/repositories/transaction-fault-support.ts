// Test support for ADR 0047: database errors shaped as the drivers report them, and a plugin that turns
// one statement of a transaction into such an error after it ran (as a deadlock victim's statement).
import type { KyselyPlugin, QueryId, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const mysqlError = (message: string, errno: number, code: string, sqlState: string) =>
  Object.assign(new Error(message), { errno, code, sqlState, sqlMessage: message });
const postgresError = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

/** mysql2's ER_LOCK_DEADLOCK. */
export const deadlockError = () => mysqlError('Deadlock found when trying to get lock; try restarting transaction', 1213, 'ER_LOCK_DEADLOCK', '40001');
/** mysql2's ER_LOCK_WAIT_TIMEOUT. */
export const lockWaitTimeoutError = () => mysqlError('Lock wait timeout exceeded; try restarting transaction', 1205, 'ER_LOCK_WAIT_TIMEOUT', 'HY000');
/** node-postgres' serialization_failure. */
export const serializationFailure = () => postgresError('could not serialize access due to concurrent update', '40001');
/** node-postgres' deadlock_detected. */
export const postgresDeadlockError = () => postgresError('deadlock detected', '40P01');

/** A plugin that fails statement number `statement` (from 1, counted across attempts) once, after it ran. */
export class FailStatementOnce implements KyselyPlugin {
  statements = 0;
  fired = false;
  private readonly statement: number;
  private readonly error: () => Error;

  constructor(statement: number, error: () => Error) {
    this.statement = statement;
    this.error = error;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements++;
    if (this.statements === this.statement && !this.fired) {
      this.fired = true;
      throw this.error();
    }
    return args.result;
  }
}

/** A plugin that keeps every statement it sees, to compile afterwards (which rows a write touched, in order). */
export class RecordStatements implements KyselyPlugin {
  readonly nodes: Array<{ node: RootOperationNode; queryId: QueryId }> = [];

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push({ node: args.node, queryId: args.queryId });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
