import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/testApp';
import { readTogether } from './readTogether';

const t = useTestApp();

/** A read that notes how many reads were running when it started. */
function tracker() {
  let running = 0;
  const overlaps: number[] = [];
  const read = (value: number) => async () => {
    overlaps.push(running++);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running--;
    return value;
  };
  return { read, overlaps };
}

describe('readTogether', () => {
  it('runs the reads at once on the pool, in order of the answers', async () => {
    const { read, overlaps } = tracker();
    expect(await readTogether(t.db, [read(1), read(2), read(3)])).toEqual([1, 2, 3]);
    expect(Math.max(...overlaps)).toBe(2);
  });

  it('runs them one after another inside a transaction (one connection), with real queries too', async () => {
    const { read, overlaps } = tracker();
    const answers = await t.db.transaction((tx) =>
      readTogether(tx, [
        read(1),
        () => tx.execute<{ n: number }>(sql`select 2 as n`).then((r) => r.rows[0]!.n),
        read(3),
      ]),
    );
    expect(answers).toEqual([1, 2, 3]);
    expect(overlaps).toEqual([0, 0]);
  });
});
