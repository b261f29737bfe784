import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads, at once on the pool and one after another inside a transaction. A transaction
 * is one connection: pg only queues a query sent while another runs on that client, and that
 * queueing is deprecated (removed in pg 9), so reads that may run inside an action's transaction
 * (the detail an HR action answers with, the apply context) go through here instead of Promise.all.
 */
export async function readTogether<T extends readonly unknown[]>(db: DbOrTx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}
