/** Which failures answer 503 `database_unavailable` (decision 049) and which stay 500 or 4xx. */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connectionErrors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** drizzle's wrapper: the driver's error is its cause. */
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a server going away, restarting or refusing connections, however wrapped', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P02'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('53300', 'sorry, too many clients already'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      failedQuery(pgError('57P01')),
      failedQuery(new Error('Connection terminated unexpectedly')),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves bugs and constraint failures alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key value'),
      pgError('42P01', 'relation does not exist'),
      pgError('40001', 'could not serialize access'),
      failedQuery(pgError('22P02')),
      new Error('Connection terminated unexpectedly, or so the user typed'),
      new TypeError('x is undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
