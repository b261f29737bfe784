import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile, Recorder } from './recorder';
import { memoryGrowth, replaceSoakSection, soakChecks, soakSectionOf, SOAK_END, SOAK_START } from './report';

const mem = (pairs: [number, number][]) => pairs.map(([atSeconds, rssMb]) => ({ atSeconds, rssMb, callsPerSecond: 1 }));

void test('percentiles by nearest rank', () => {
  const xs = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(xs, 0.95), 95);
  assert.equal(percentile(xs, 0.99), 99);
  assert.equal(percentile([7], 0.95), 7);
});

void test('memory is judged over the last 5 minutes of a 10-minute run, after the warm-up', () => {
  // Warm-up from 150 to 300 MB in the first half; flat afterwards.
  const samples = mem([
    [0, 150],
    [120, 260],
    [300, 300],
    [450, 310],
    [600, 320],
  ]);
  const m = memoryGrowth(samples);
  assert.equal(m.fromMb, 300);
  assert.equal(m.toMb, 320);
  assert.ok(m.growth <= 0.1);
});

void test('a shorter run is judged over its last half', () => {
  const m = memoryGrowth(
    mem([
      [0, 100],
      [30, 200],
      [60, 230],
    ]),
  );
  assert.equal(m.fromMb, 200);
  assert.ok(Math.abs(m.growth - 0.15) < 1e-9);
});

void test('a leak fails the soak, and so do one error and one slow list', () => {
  const route = { calls: 10, p50: 10, p99: 20, throughput: 1 };
  const ok = soakChecks(
    [
      { route: 'GET /api/loans', list: true, errors: 0, p95: 150, ...route },
      { route: 'POST /api/loans', list: false, errors: 0, p95: 900, ...route },
    ],
    mem([
      [0, 100],
      [300, 200],
      [600, 210],
    ]),
  );
  assert.ok(ok.every((c) => c.ok));
  const bad = soakChecks(
    [
      { route: 'GET /api/loans', list: true, errors: 1, p95: 151, ...route },
      { route: 'POST /api/loans', list: false, errors: 0, p95: 900, ...route },
    ],
    mem([
      [0, 100],
      [300, 200],
      [600, 221],
    ]),
  );
  assert.deepEqual(
    bad.map((c) => c.ok),
    [false, false, false],
  );
});

void test('the recorder counts a non-2xx answer and a refused connection as failures', async () => {
  const r = new Recorder();
  assert.ok(await r.time('GET /a', true, () => Promise.resolve(new Response('{}', { status: 200 }))));
  assert.equal(await r.time('GET /a', true, () => Promise.resolve(new Response('no', { status: 503 }))), null);
  assert.equal(await r.time('GET /b', false, () => Promise.reject(new Error('ECONNREFUSED'))), null);
  const stats = r.stats(1);
  assert.deepEqual(
    stats.map((s) => [s.route, s.calls, s.errors, s.list]),
    [
      ['GET /a', 2, 1, true],
      ['GET /b', 1, 1, false],
    ],
  );
  assert.equal(r.errorSamples.length, 2);
});

void test('the soak section is replaced in place, and kept by the main bench', () => {
  const first = replaceSoakSection('# Benchmark results\n\n| a |\n', '## Soak\n\nuno');
  assert.match(first, /\| a \|\n\n<!-- soak/);
  const second = replaceSoakSection(`${first}\n## Notes\n`, '## Soak\n\ndos');
  assert.equal(second.split(SOAK_START).length, 2);
  assert.match(second, /dos\n<!-- \/soak -->\n\n## Notes/);
  assert.doesNotMatch(second, /uno/);
  assert.equal(soakSectionOf(second), `${SOAK_START}\n## Soak\n\ndos\n${SOAK_END}\n`);
  assert.equal(soakSectionOf('# nada'), '');
});
