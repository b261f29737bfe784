// `npm start`: install what is missing, build the web app, then run the server
// (embedded PostgreSQL, migrations and the first-run demo seed happen in the server).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, log, runOrExit } from './lib/run.mjs';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

async function buildWebIfStale() {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'].map((p) =>
    newestMtime(path.join(ROOT, p)),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  log('Compilando la aplicación web…');
  await runOrExit('npm', ['run', 'build', '-w', '@abono/web']);
}

await ensureDependencies();
await buildWebIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
// Ctrl-C reaches the whole process group; the server shuts itself down in order, we wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
