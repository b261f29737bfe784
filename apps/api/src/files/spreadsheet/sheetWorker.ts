/**
 * The spreadsheet worker's task (readSheetInWorker runs it in its pool of worker threads): reads
 * the bytes it was given with the named job and answers the result, or the failure as plain data
 * (a thrown AppError would lose its class crossing the thread boundary). Its heap is capped by the
 * pool's resource limits, so a heavy workbook's garbage and peak stay in a bounded isolate, away
 * from the API's event loop.
 */
import { isAppError } from '../../lib/appError';
import { readSheetRows, type SheetRow } from './readSheetRows';
import { SHEET_JOBS } from './sheetJobs';
import type { SheetWorkerInput, SheetWorkerOutcome } from './sheetWorkerProtocol';

export default async function readSheetTask(input: SheetWorkerInput): Promise<SheetWorkerOutcome> {
  try {
    const job = SHEET_JOBS[input.job];
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const read = job.read as (rows: AsyncIterable<SheetRow>, params: unknown) => Promise<unknown>;
    return { ok: true, result: await read(readSheetRows(bytes, input.kind, job.options), input.params) };
  } catch (error) {
    return isAppError(error)
      ? { ok: false, appError: { code: error.code, message: error.message, fields: error.fields } }
      : { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
