// Starts the real server for the end-to-end run: fresh data folder, its own ports,
// demo data seeded, the built web app served from apps/web/dist.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One data folder per port, so helpers running e2e side by side never wipe each other's database.
const dataDir = path.join(root, `.data/e2e-${process.env.PORT ?? '3100'}`);
if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ABONO_DATA_DIR: dataDir,
    SEED_DEMO: 'always',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code) => process.exit(code ?? 0));
