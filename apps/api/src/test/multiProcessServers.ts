/**
 * Real API processes for the multi-process tests (decision 092): `src/server.ts` run with tsx in a
 * child process, as `npm run dev` runs it, on its own port and the test's database. Its stdout lines
 * are kept (pino JSON and the Spanish console lines) so a test can read what it did.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** The JSON log lines whose `msg` is `message`. */
  logged(message: string): Array<Record<string, unknown>>;
  /** SIGTERM, then SIGKILL if it has not ended after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

export function startApiProcess(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    logged(message) {
      return lines
        .filter((l) => l.startsWith('{'))
        .map((l) => {
          try {
            return JSON.parse(l) as Record<string, unknown>;
          } catch {
            return {};
          }
        })
        .filter((entry) => entry.msg === message);
    },
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

/** Waits until a line matches, failing with the process's output if it ends or the time runs out. */
export async function waitForLine(api: ApiProcess, pattern: RegExp, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = api.lines.find((l) => pattern.test(l));
    if (line) return line;
    if (api.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`no line matched ${String(pattern)}; output:\n${api.lines.slice(-30).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
