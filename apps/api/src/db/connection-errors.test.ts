import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isConnectionLoss } from './connection-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it.each([
    ['a backend ended by pg_terminate_backend (57P01)', withCode('57P01')],
    ['a crashed server (57P02)', withCode('57P02')],
    ['a server still starting (57P03)', withCode('57P03')],
    ['a connection exception of class 08', withCode('08006')],
    ['a reset socket', withCode('ECONNRESET')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a write to a closed socket', withCode('EPIPE')],
    ['the socket closing under a query', new Error('Connection terminated unexpectedly')],
    ['a client ended while a query waited', new Error('Connection terminated')],
    [
      'a query on a client that already lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a query on an ended client', new Error('Client was closed and is not queryable')],
  ])('is true for %s', (_, err) => {
    expect(isConnectionLoss(err)).toBe(true);
  });

  it('looks through the error drizzle wraps around the driver error', () => {
    const wrapped = new DrizzleQueryError('select 1', [], withCode('57P01'));
    expect(isConnectionLoss(wrapped)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a statement timeout', withCode('57014')],
    ['a syntax error', withCode('42601')],
    ['an ordinary error', new Error('Connection pool settings are wrong')],
    ['a wrapped ordinary error', new DrizzleQueryError('select 1', [], withCode('23505'))],
    ['a string', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_, err) => {
    expect(isConnectionLoss(err)).toBe(false);
  });

  it('stops on a cause that points back at itself', () => {
    const err: Error & { cause?: unknown } = new Error('loop');
    err.cause = err;
    expect(isConnectionLoss(err)).toBe(false);
  });
});
