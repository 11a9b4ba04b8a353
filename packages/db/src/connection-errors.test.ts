import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './connection-errors.ts';
import { BatchOutcomeUnknownError } from './repositories/applied-batches.repository.ts';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError: an outage, not a bug', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', coded('ECONNRESET')],
    ['PostgreSQL admin_shutdown (a fast stop)', coded('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL cannot_connect_now (starting up)', coded('57P03', 'the database system is starting up')],
    ['a PostgreSQL connection exception (class 08)', coded('08006')],
    ['node-postgres after the server ended the session', new Error('Connection terminated unexpectedly')],
    ['node-postgres on a client that saw its connection fail', new Error('Client has encountered a connection error and is not queryable')],
    ['mysql2 on a lost connection', coded('PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.')],
    ['MySQL ER_SERVER_SHUTDOWN by errno', Object.assign(new Error('Server shutdown in progress'), { errno: 1053 })],
    ['mysql2 queuing on a closed connection', new Error("Can't add new command when connection is in closed state")],
    ['a wrapped one', new Error('reserve failed', { cause: coded('ECONNREFUSED') })],
    ['one of an AggregateError (a host with two addresses)', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], '')],
    ['a usage batch whose outcome could not be read', new BatchOutcomeUnknownError('id', coded('ECONNREFUSED'), coded('ECONNREFUSED'))],
  ])('%s', (_, error) => expect(isDatabaseUnavailableError(error)).toBe(true));

  it.each([
    ['a syntax error', coded('42601', 'syntax error at or near "selec"')],
    ['a unique violation', coded('23505')],
    ['a MySQL duplicate key', Object.assign(coded('ER_DUP_ENTRY'), { errno: 1062 })],
    ['a deadlock (retried, not an outage)', coded('40P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is not', (_, error) => expect(isDatabaseUnavailableError(error)).toBe(false));
});
