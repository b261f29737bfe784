/**
 * The soak's verdict and its section of bench/RESULTS.md (decision 099). Targets: no failed call,
 * p95 ≤ 150 ms on every list, and the server's memory flat after warm-up: its RSS grows at most
 * 10 % over the last 5 minutes (over the last half of a run shorter than 10 minutes).
 */
import type { ErrorSample, RouteStats } from './recorder';

export const LIST_P95_MS = 150;
export const MAX_RSS_GROWTH = 0.1;
const FLAT_WINDOW_SECONDS = 5 * 60;

export interface MemorySample {
  /** Seconds since the measured load began. */
  atSeconds: number;
  rssMb: number;
  /** Calls finished per second since the previous sample. */
  callsPerSecond: number;
}

/**
 * The window memory must stay flat in: the last 5 minutes, or the last half of a shorter run. Its
 * first sample is the latest one at or before the window's start; growth is the last sample over it.
 */
export function memoryGrowth(samples: readonly MemorySample[]): { fromMb: number; toMb: number; growth: number } {
  if (samples.length < 2) throw new Error('la memoria necesita al menos dos muestras');
  const end = samples[samples.length - 1]!;
  const window = Math.min(FLAT_WINDOW_SECONDS, end.atSeconds / 2);
  const start = [...samples].reverse().find((s) => s.atSeconds <= end.atSeconds - window) ?? samples[0]!;
  return { fromMb: start.rssMb, toMb: end.rssMb, growth: (end.rssMb - start.rssMb) / start.rssMb };
}

export interface SoakCheck {
  target: string;
  measured: string;
  ok: boolean;
}

export function soakChecks(routes: readonly RouteStats[], memory: readonly MemorySample[]): SoakCheck[] {
  const errors = routes.reduce((n, r) => n + r.errors, 0);
  const calls = routes.reduce((n, r) => n + r.calls, 0);
  const checks: SoakCheck[] = [{ target: 'Sin errores', measured: `${errors} de ${calls} llamadas`, ok: errors === 0 }];
  for (const r of routes.filter((x) => x.list))
    checks.push({ target: `${r.route}: p95 ≤ ${LIST_P95_MS} ms`, measured: `${r.p95} ms`, ok: r.p95 <= LIST_P95_MS });
  const m = memoryGrowth(memory);
  checks.push({
    target: `Memoria del servidor plana tras el calentamiento (RSS crece ≤ ${MAX_RSS_GROWTH * 100} %)`,
    measured: `${(m.growth * 100).toFixed(1)} % (${m.fromMb.toFixed(0)} → ${m.toMb.toFixed(0)} MB)`,
    ok: m.growth <= MAX_RSS_GROWTH,
  });
  return checks;
}

export const SOAK_START = '<!-- soak: rewritten by `npm run bench:soak` -->';
export const SOAK_END = '<!-- /soak -->';

/** `text` with its soak section replaced by `section`, or with `section` appended when it has none. */
export function replaceSoakSection(text: string, section: string): string {
  const start = text.indexOf(SOAK_START);
  const end = text.indexOf(SOAK_END);
  const block = `${SOAK_START}\n${section.trim()}\n${SOAK_END}\n`;
  if (start === -1 || end < start) return `${text.replace(/\n*$/, '\n\n')}${block}`;
  return text.slice(0, start) + block + text.slice(end + SOAK_END.length).replace(/^\n/, '');
}

/** The soak section of `text` (with its markers), or '' when it has none: `npm run bench` keeps it. */
export function soakSectionOf(text: string): string {
  const start = text.indexOf(SOAK_START);
  const end = text.indexOf(SOAK_END);
  return start === -1 || end < start ? '' : `${text.slice(start, end + SOAK_END.length)}\n`;
}

export interface SoakReport {
  startedAt: string;
  minutes: number;
  loans: number;
  mix: string[];
  routes: RouteStats[];
  memory: MemorySample[];
  checks: SoakCheck[];
  errorSamples: ErrorSample[];
}

export function soakSection(r: SoakReport): string {
  return [
    '## Soak',
    '',
    `\`npm run bench:soak\` on ${r.startedAt}: ${r.minutes} min of a mixed load against the compiled server ` +
      `(\`npm start\`'s build, its own port and data folder) on ${r.loans.toLocaleString('en-US')} loans.`,
    '',
    ...r.mix.map((line) => `- ${line}`),
    '',
    '| Target | Measured | Met |',
    '|---|---|---|',
    ...r.checks.map((c) => `| ${c.target} | ${c.measured} | ${c.ok ? 'yes' : '**no**'} |`),
    '',
    '| Route | Calls | Calls/s | Errors | p50 | p95 | p99 |',
    '|---|---|---|---|---|---|---|',
    ...r.routes.map(
      (s) =>
        `| ${s.route}${s.list ? ' (lista)' : ''} | ${s.calls} | ${s.throughput} | ${s.errors} | ${s.p50} ms | ` +
        `${s.p95} ms | ${s.p99} ms |`,
    ),
    '',
    '| At | Server RSS | Calls/s in the last 30 s |',
    '|---|---|---|',
    ...r.memory.map((m) => `| ${m.atSeconds} s | ${m.rssMb.toFixed(0)} MB | ${m.callsPerSecond.toFixed(1)} |`),
    ...(r.errorSamples.length
      ? [
          '',
          'First failures:',
          '',
          ...r.errorSamples.map((e) => `- ${e.route}: ${e.status} ${e.body.replace(/\s+/g, ' ').slice(0, 200)}`),
        ]
      : []),
    '',
  ].join('\n');
}
