/**
 * What a run killed hard leaves behind in an embedded PostgreSQL's way: a postmaster still holding the
 * data folder, a stale `postmaster.pid`, a stale socket lock. Each is judged by one rule
 * (isPostmasterOf): only a running postmaster of the folder is real; anything else is stale.
 */
import { existsSync, promises as fs, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** Whether a process answers signal 0 (a zombie does too). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `pid` is a running postmaster of `dataDir`. A pid file left by `kill -9` names a process
 * that may be long gone: its number can since belong to anything (after a reboot or a container
 * restart pids start over, so even to this process or its `npm`), or to a zombie nobody reaped.
 * Signalling such a pid would hit a stranger or wait on a corpse; PostgreSQL itself refuses to
 * start while the pid answers. So on Linux the process must be a `postgres` started with
 * `-D dataDir` and not a zombie; without /proc (macOS) a live pid is all we can know.
 */
export function isPostmasterOf(pid: number, dataDir: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || pid === process.ppid || !isAlive(pid)) return false;
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (path.basename(args[0] ?? '') !== 'postgres') return false;
    const dataArg = args[args.indexOf('-D') + 1];
    if (args.indexOf('-D') < 0 || !dataArg) return false;
    let cwd = process.cwd();
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // another user's process: its working folder is private; ours is the best guess
    }
    return path.resolve(cwd, dataArg) === path.resolve(dataDir);
  } catch {
    return false; // gone while we looked
  }
}

/**
 * The data folder is ours alone, so a postmaster still holding it is an orphan of a
 * run that was killed hard: ask it to stop (fast shutdown) and wait, rather than fail.
 * A pid file naming anything else is stale (isPostmasterOf) and is removed.
 */
export async function stopLeftoverPostmaster(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (isPostmasterOf(pid, dataDir)) {
    log(`Deteniendo un PostgreSQL anterior (pid ${pid}) que seguía usando ${dataDir}`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isPostmasterOf(pid, dataDir); i++) await new Promise((r) => setTimeout(r, 100));
    if (isPostmasterOf(pid, dataDir)) throw new Error(`PostgreSQL (pid ${pid}) no se detuvo; deténlo a mano.`);
    return;
  }
  await fs.rm(pidFile, { force: true });
}

/** Where PostgreSQL's binaries put their Unix socket and its lock (their default `unix_socket_directories`). */
export const SOCKET_DIR = '/tmp';

/**
 * PostgreSQL also locks its port with `<SOCKET_DIR>/.s.PGSQL.<port>.lock`, naming the postmaster and its
 * data folder, and refuses to start while that pid answers. After a `kill -9` of the API and its
 * PostgreSQL the killed postmaster can linger as a zombie: its parent died with it, and nobody has
 * reaped it yet. The same rule as the pid file (isPostmasterOf): a lock naming anything but a running
 * postmaster of the folder it names is stale, and goes with its socket. A live postmaster keeps its lock.
 */
export async function removeStaleSocketLock(port: number, socketDir = SOCKET_DIR): Promise<boolean> {
  const lock = path.join(socketDir, `.s.PGSQL.${port}.lock`);
  let lines: string[];
  try {
    lines = (await fs.readFile(lock, 'utf8')).split('\n');
  } catch {
    return false; // no lock: nothing to clear
  }
  if (isPostmasterOf(Number(lines[0]), lines[1] ?? '')) return false;
  await fs.rm(lock, { force: true });
  await fs.rm(path.join(socketDir, `.s.PGSQL.${port}`), { force: true });
  return true;
}
