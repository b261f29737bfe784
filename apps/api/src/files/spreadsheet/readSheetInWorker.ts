/**
 * Reads an uploaded spreadsheet in a worker thread (decision 046). A 50,000-row workbook is a
 * second or more of sax parsing and hundreds of thousands of short-lived objects: on the API's
 * own thread that stalls every other request, and the garbage grows the process by whatever
 * headroom V8 allows at that moment (the savings bench saw 18 to 239 MB for the same file).
 * In a worker the event loop stays free and the worker's heap has a fixed ceiling; a workbook
 * that needs more than the ceiling is refused (413) instead of endangering the server.
 * Who may read now is sheetReadSlots' rule (decision 050: MAX_SHEET_WORKERS at once, one
 * running and one waiting per company, 429 beyond); the workers themselves are a tinypool pool
 * of that size (decision 063), kept warm between uploads so a small file does not pay a
 * worker's start-up.
 */
import type { ResourceLimits } from 'node:worker_threads';
import Tinypool from 'tinypool';
import type { ServerMessage } from '@abono/domain';
import { AppError } from '../../lib/appError';
import type { SpreadsheetKind } from './checkSpreadsheetUpload';
import type { SheetJobName, SheetJobParams, SheetJobResult } from './sheetJobs';
import { MAX_SHEET_WORKERS, runningSheetReads, takeReadSlot } from './sheetReadSlots';
import type { SheetWorkerInput, SheetWorkerOutcome } from './sheetWorkerProtocol';

export { MAX_SHEET_WORKERS } from './sheetReadSlots';

/** The worker's heap: a 10 MB workbook's rows fit (bench: 50,000 rows peak well under this). */
export const SHEET_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 24 };

/**
 * A read that takes longer is stopped: a worker that never answered would hold its slot, and
 * every later upload would wait behind it. 50,000 rows take about a second.
 */
export const SHEET_READ_TIMEOUT_MS = 60_000;

/** An idle worker is ended after this long, so a quiet server holds no worker heaps. */
const IDLE_WORKER_MS = 30_000;
/**
 * A worker whose heap is still this full after a read is replaced rather than reused: the next
 * read starts from a small heap, so its ceiling is the upload's, not what the last one left.
 */
const RECYCLE_AFTER_HEAP_BYTES = 48 * 1024 * 1024;

/** How many workers are reading now (tests check the limit). */
export function runningSheetWorkers(): number {
  return runningSheetReads();
}

/** The compiled server (dist/server.js) finds dist/sheetWorker.js; under tsx and vitest the worker is TypeScript. */
const COMPILED = !import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(COMPILED ? './sheetWorker.js' : './sheetWorkerUnderTsx.mjs', import.meta.url);

/** One pool per heap ceiling: the server uses SHEET_WORKER_LIMITS only, tests also a smaller one. */
const pools = new Map<string, Tinypool>();

function poolFor(limits: ResourceLimits): Tinypool {
  const key = JSON.stringify(limits);
  let pool = pools.get(key);
  if (!pool) {
    pool = new Tinypool({
      filename: WORKER_FILE.href,
      // sheetReadSlots admits at most MAX_SHEET_WORKERS reads, so the pool's own queue stays empty.
      minThreads: 0,
      maxThreads: MAX_SHEET_WORKERS,
      idleTimeout: IDLE_WORKER_MS,
      resourceLimits: limits,
      maxMemoryLimitBeforeRecycle: RECYCLE_AFTER_HEAP_BYTES,
    });
    // A worker that fails while idle has no read to fail: the pool replaces it on the next read.
    pool.on('error', (error: Error) => console.error('[abono] spreadsheet worker:', error.message));
    pools.set(key, pool);
  }
  return pool;
}

/** Ends the workers (the server's shutdown); a later read starts new ones. */
export async function closeSheetWorkers(): Promise<void> {
  const closing = [...pools.values()];
  pools.clear();
  await Promise.all(closing.map((pool) => pool.destroy()));
}

async function read(input: SheetWorkerInput, limits: ResourceLimits, timeoutMs: number): Promise<unknown> {
  let outcome: SheetWorkerOutcome;
  try {
    // The timeout's abort terminates the worker running the read; the pool starts a fresh one.
    outcome = (await poolFor(limits).run(input, { signal: AbortSignal.timeout(timeoutMs) })) as SheetWorkerOutcome;
  } catch (error) {
    const code = (error as { code?: string; name?: string }).code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY' || (error as Error).name === 'AbortError')
      throw new AppError('spreadsheet_too_large');
    throw error;
  }
  if (outcome.ok) return outcome.result;
  if ('appError' in outcome) {
    const { code, message, fields } = outcome.appError;
    // The worker's AppError took its text from the catalog (its code's or serverMessage's) on its
    // side; only the brand is lost crossing the thread boundary.
    throw new AppError(code, { message: message as ServerMessage, fields });
  }
  throw new Error(`spreadsheet worker: ${outcome.message}`);
}

/** The named job's result for these bytes (checked by checkSpreadsheetUpload first), read for `companyId`'s upload. */
export async function readSheetInWorker<J extends SheetJobName>(
  job: J,
  bytes: Buffer,
  kind: SpreadsheetKind,
  options: { companyId: number; params?: SheetJobParams<J>; limits?: ResourceLimits; timeoutMs?: number },
): Promise<SheetJobResult<J>> {
  const releaseSlot = await takeReadSlot(options.companyId);
  try {
    return (await read(
      { job, bytes, kind, params: options.params },
      options.limits ?? SHEET_WORKER_LIMITS,
      options.timeoutMs ?? SHEET_READ_TIMEOUT_MS,
    )) as SheetJobResult<J>;
  } finally {
    releaseSlot();
  }
}
