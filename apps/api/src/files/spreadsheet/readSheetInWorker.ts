/**
 * Reads an uploaded spreadsheet in a worker thread (decision 046). A 50,000-row workbook is a
 * second or more of sax parsing and hundreds of thousands of short-lived objects: on the API's
 * own thread that stalls every other request, and the garbage grows the process by whatever
 * headroom V8 allows at that moment (the savings bench saw 18 to 239 MB for the same file).
 * In a worker the event loop stays free and the worker's heap has a fixed ceiling; a workbook
 * that needs more than the ceiling is refused (413) instead of endangering the server.
 * At most MAX_SHEET_WORKERS read at once (one per core), one running and one waiting per
 * company; more are refused with 429 (sheetReadSlots, decision 050).
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { AppError } from '../../lib/appError';
import type { SpreadsheetKind } from './checkSpreadsheetUpload';
import type { SheetJobName, SheetJobParams, SheetJobResult } from './sheetJobs';
import { runningSheetReads, takeReadSlot } from './sheetReadSlots';
import type { SheetWorkerInput, SheetWorkerOutcome } from './sheetWorkerProtocol';

export { MAX_SHEET_WORKERS } from './sheetReadSlots';

/** The worker's heap: a 10 MB workbook's rows fit (bench: 50,000 rows peak well under this). */
export const SHEET_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 24 };

/**
 * A read that takes longer is stopped: a worker that never answered would hold its slot, and
 * every later upload would wait behind it. 50,000 rows take about a second.
 */
export const SHEET_READ_TIMEOUT_MS = 60_000;

/** How many workers are reading now (tests check the limit). */
export function runningSheetWorkers(): number {
  return runningSheetReads();
}

/** The compiled server (dist/server.js) finds dist/sheetWorker.js; under tsx and vitest the worker is TypeScript. */
const COMPILED = !import.meta.url.endsWith('.ts');

function startWorker(input: SheetWorkerInput, resourceLimits: ResourceLimits): Worker {
  const options = { workerData: input, resourceLimits };
  if (COMPILED) return new Worker(new URL('./sheetWorker.js', import.meta.url), options);
  // Node 20 workers do not take `--import tsx` in execArgv: the worker registers tsx itself first
  // (resolved from the working directory, which is inside the repository for tests and dev).
  const entry = new URL('./sheetWorker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { ...options, eval: true });
}

function read(input: SheetWorkerInput, limits: ResourceLimits, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(input, limits);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new AppError('spreadsheet_too_large')));
      void worker.terminate();
    }, timeoutMs);
    worker.once('message', (outcome: SheetWorkerOutcome) =>
      settle(() => {
        if (outcome.ok) resolve(outcome.result);
        else if ('appError' in outcome) reject(new AppError(outcome.appError.code, { message: outcome.appError.message, fields: outcome.appError.fields }));
        else reject(new Error(`spreadsheet worker: ${outcome.message}`));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError('spreadsheet_too_large') : error)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`spreadsheet worker exited with code ${code}`))));
  });
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
    return (await read({ job, bytes, kind, params: options.params }, options.limits ?? SHEET_WORKER_LIMITS, options.timeoutMs ?? SHEET_READ_TIMEOUT_MS)) as SheetJobResult<J>;
  } finally {
    releaseSlot();
  }
}
