// `npm start`: install what is missing, build the web app (when its sources changed) and the
// API (compiled JavaScript; tsx is for `npm run dev` only), then run the server (embedded
// PostgreSQL, migrations and the first-run demo seed happen in the server; with WEB_CONCURRENCY=N
// it forks N API processes sharing the port, decision 092).
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, log } from './lib/run.mjs';
import { API_ENTRY, buildApi, buildWebIfStale } from './lib/build.mjs';

await ensureDependencies();
await buildWebIfStale();
log('Compilando la API…');
await buildApi();

// Source maps make a stack trace in the log point at the TypeScript line.
const server = spawn(process.execPath, ['--enable-source-maps', API_ENTRY], {
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
