/**
 * `npm run bench:startup -w @abono/bench`: only the API start measurement of `npm run bench`
 * (bench/lib/startup.ts); replaces that section of bench/RESULTS.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startServer } from './lib/server';
import { measureStartup, STARTUP_HEADING, startupSection, type StartupResult } from './lib/startup';

const port = Number(process.env.BENCH_PORT ?? 3200);
const server = await startServer({
  port,
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54350),
  dataDir: path.join(ROOT, port === 3200 ? '.data/bench' : `.data/bench-${port}`),
});
const results: StartupResult[] = [];
try {
  for (const mode of ['tsx', 'compiled'] as const) {
    results.push(await measureStartup(mode, { databaseUrl: server.databaseUrl, dataDir: server.dataDir }));
  }
} finally {
  await server.stop();
}

const section = startupSection(results).join('\n');
const file = path.join(ROOT, 'bench/RESULTS.md');
const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n\n';
const start = current.indexOf(STARTUP_HEADING);
let next: string;
if (start >= 0) {
  const end = current.indexOf('\n## ', start + STARTUP_HEADING.length);
  next = current.slice(0, start) + section + (end >= 0 ? `\n${current.slice(end + 1)}` : '');
} else {
  const notes = current.indexOf('## Notes');
  next =
    notes >= 0 ? current.slice(0, notes) + section + '\n' + current.slice(notes) : `${current.trimEnd()}\n\n${section}`;
}
writeFileSync(file, next);
console.log(section);
