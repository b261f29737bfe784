/**
 * The bench's verdict rows (target, measured, met) for the figures several benches share: the
 * latency of a list (the median of MEDIAN_RUNS runs, decision 098) and Lighthouse's scores per page.
 */
import type { PageReport } from './lighthouse';
import type { ListLatency } from './load';
import { MEDIAN_RUNS, spread } from './median';

export interface CheckRow {
  target: string;
  measured: string;
  ok: boolean;
}

/** p95 ≤ 150 ms on the median run (autocannon's p97.5, an upper bound of p95), and no non-2xx in any run. */
export function listCheck(route: string, list: ListLatency): CheckRow {
  return {
    target: `GET ${route} (${list.name}), 10 conexiones: p95 ≤ 150 ms (mediana de ${MEDIAN_RUNS} corridas)`,
    measured:
      `p97.5 ${list.p97_5} ms (corridas ${list.spread} ms; p50 ${list.p50} ms, ${list.rps} req/s, ` +
      `${list.non2xx} no-2xx)`,
    ok: list.p97_5 <= 150 && list.non2xx === 0,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every target of every page, on the median of its runs: Performance ≥ 95, Accessibility 100,
 * Best Practices 100, LCP ≤ 2.5 s, and SEO ≥ 90 on the pages a search engine may see.
 */
export function lighthouseChecks(pages: PageReport[]): { checks: CheckRow[]; runRows: string[] } {
  const checks: CheckRow[] = [];
  const runRows: string[] = [];
  for (const page of pages) {
    const m = page.median;
    const name = page.target.name;
    // Fewer than MEDIAN_RUNS runs (a quick look with LIGHTHOUSE_RUNS) give an indicative figure, never a verdict.
    const n = page.runs.length;
    const runs = (f: (r: PageReport['runs'][number]) => number) =>
      `${n < MEDIAN_RUNS ? `${n} corrida(s), indicativo` : `mediana de ${n}`}: ${spread(page.runs.map(f))}`;
    checks.push(
      {
        target: `Lighthouse ${name}: Performance ≥ 95`,
        measured: `${m.scores.performance} (${runs((r) => r.scores.performance)})`,
        ok: m.scores.performance >= 95,
      },
      {
        target: `Lighthouse ${name}: Accessibility 100`,
        measured: `${m.scores.accessibility}`,
        ok: m.scores.accessibility === 100,
      },
      {
        target: `Lighthouse ${name}: Best Practices 100`,
        measured: `${m.scores['best-practices']}`,
        ok: m.scores['best-practices'] === 100,
      },
    );
    if (page.target.seo)
      checks.push({ target: `Lighthouse ${name}: SEO ≥ 90`, measured: `${m.scores.seo}`, ok: m.scores.seo >= 90 });
    checks.push({
      target: `Lighthouse ${name}: LCP ≤ 2.5 s`,
      measured: `${(m.lcpMs / 1000).toFixed(2)} s (${runs((r) => Math.round(r.lcpMs) / 1000)})`,
      ok: m.lcpMs <= 2500,
    });
    page.runs.forEach((r, i) =>
      runRows.push(
        `| ${name} | ${i + 1} | ${r.scores.performance} | ${r.scores.accessibility} | ` +
          `${r.scores['best-practices']} | ${r.scores.seo} | ` +
          `${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ` +
          `${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.transferredBytes)} | ${r.benchmarkIndex} |`,
      ),
    );
  }
  return { checks, runRows };
}
