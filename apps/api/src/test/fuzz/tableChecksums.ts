/**
 * A checksum of every table of the database (decision 090): the md5 of its rows as text, in
 * order, so "the data is unchanged" compares two maps. The tables are listed from pg_catalog,
 * so a table added later is covered without anyone remembering it.
 */
import type pg from 'pg';

/** Table name → md5 of its rows (an empty table: the md5 of ''). */
export async function tableChecksums(pool: pg.Pool, exclude: readonly string[] = []): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const sums = new Map<string, string>();
  for (const { name } of rows) {
    if (exclude.includes(name)) continue;
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const { rows: sum } = await pool.query<{ md5: string }>(
      `SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS md5 FROM ${quoted} t`,
    );
    sums.set(name, sum[0]!.md5);
  }
  return sums;
}

/** The tables whose checksum differs between two readings. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
