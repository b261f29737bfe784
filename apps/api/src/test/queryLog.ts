/**
 * The SQL statements the app sends while `run` runs, read from the pg client every pool
 * connection uses: a test can count how often a request reads a table or asks the policy.
 */
import pg from 'pg';
import { vi } from 'vitest';

export async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    statements.push(typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? ''));
    return query.apply(this, args);
  } as never);
  try {
    return { result: await run(), statements };
  } finally {
    spy.mockRestore();
  }
}
