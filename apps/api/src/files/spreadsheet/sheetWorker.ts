/**
 * The spreadsheet worker's entry (readSheetInWorker starts one per upload): reads the bytes it
 * was given with the named job and posts the result, or the failure as plain data. Its heap is
 * capped by the resource limits it was started with, so a heavy workbook's garbage and peak stay
 * in a bounded isolate, away from the API's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isAppError } from '../../lib/appError';
import { readSheetRows, type SheetRow } from './readSheetRows';
import { SHEET_JOBS } from './sheetJobs';
import type { SheetWorkerInput, SheetWorkerOutcome } from './sheetWorkerProtocol';

const input = workerData as SheetWorkerInput;
let outcome: SheetWorkerOutcome;
try {
  const job = SHEET_JOBS[input.job];
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const read = job.read as (rows: AsyncIterable<SheetRow>, params: unknown) => Promise<unknown>;
  outcome = { ok: true, result: await read(readSheetRows(bytes, input.kind, job.options), input.params) };
} catch (error) {
  outcome = isAppError(error)
    ? { ok: false, appError: { code: error.code, message: error.message, fields: error.fields } }
    : { ok: false, message: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(outcome);
