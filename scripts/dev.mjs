// `npm run dev`: the API with reload on :3000 and Vite's dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, log } from './lib/run.mjs';

await ensureDependencies();
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@abono/web'], { cwd: ROOT, stdio: 'inherit' }),
];
log('API en http://localhost:3000 · Web (Vite) en http://localhost:5173');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((c) => c.exitCode === null && c.kill(signal)));
}
let open = children.length;
for (const c of children) c.on('close', () => --open === 0 && process.exit(0));
