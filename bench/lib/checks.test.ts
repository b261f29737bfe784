import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseChecks, listCheck } from './checks';
import type { LighthouseRun, PageReport } from './lighthouse';

const run = (performance: number, lcpMs: number): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  fcpMs: 1000,
  tbtMs: 100,
  cls: 0,
  transferredBytes: 300_000,
  benchmarkIndex: 1050,
  finalUrl: 'http://127.0.0.1/credits',
  failing: [],
});

function page(runs: LighthouseRun[], seo: boolean, median: LighthouseRun): PageReport {
  return { target: { name: '/credits', path: '/credits', seo }, runs, median };
}

void test('a back-office page is held to its four targets, not to SEO', () => {
  const runs = [run(96, 2000), run(40, 7600), run(97, 2100), run(95, 2200), run(98, 1900)];
  const { checks, runRows } = lighthouseChecks([page(runs, false, run(96, 2100))]);
  assert.deepEqual(
    checks.map((c) => [c.target, c.ok]),
    [
      ['Lighthouse /credits: Performance ≥ 95', true],
      ['Lighthouse /credits: Accessibility 100', true],
      ['Lighthouse /credits: Best Practices 100', true],
      ['Lighthouse /credits: LCP ≤ 2.5 s', true],
    ],
  );
  assert.match(checks[0]!.measured, /mediana de 5: 40–98/);
  assert.equal(runRows.length, 5);
  // Each run says how fast the host read as it began (decision 104).
  assert.match(runRows[0]!, /\| 1050 \|$/);
});

void test('each miss is reported on its own, and SEO on a public page', () => {
  const bad = { ...run(90, 2600), scores: { performance: 90, accessibility: 96, 'best-practices': 100, seo: 80 } };
  const { checks } = lighthouseChecks([page([bad], true, bad)]);
  assert.deepEqual(
    checks.map((c) => c.ok),
    [false, false, true, false, false],
  );
  assert.match(checks[0]!.measured, /1 corrida\(s\), indicativo/);
});

void test('a list fails on a slow median run or on any non-2xx', () => {
  const list = { name: 'x', p50: 30, p97_5: 150, p99: 160, rps: 100, non2xx: 0, spread: '100–300' };
  assert.equal(listCheck('/api/loans', list).ok, true);
  assert.equal(listCheck('/api/loans', { ...list, p97_5: 151 }).ok, false);
  assert.equal(listCheck('/api/loans', { ...list, non2xx: 1 }).ok, false);
});
