// Helpers for the root commands. Only Node built-ins: these run before any install.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  console.log(`\x1b[36m[abono]\x1b[0m ${message}`);
}

/** Run a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    log(`"${command} ${args.join(' ')}" terminó con código ${code}`);
    process.exit(code);
  }
}

/**
 * Install dependencies when node_modules is missing or older than the lockfile.
 * A stamp holding the lockfile's hash tells the two apart without asking npm.
 */
export async function ensureDependencies() {
  const lock = path.join(ROOT, 'package-lock.json');
  const stamp = path.join(ROOT, 'node_modules', '.abono-install-stamp');
  const hash = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  log('Instalando dependencias (npm ci)…');
  const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  await runOrExit('npm', args);
  writeFileSync(stamp, hash);
}
