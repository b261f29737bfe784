/**
 * What the spreadsheet worker can read (readSheetInWorker): each job names the reader options
 * and the function that turns the first sheet's rows into the small result the request needs.
 * A job's result crosses a thread boundary, so it must be plain data (structured clone).
 */
import { readSavingsFile } from '../savingsFile';
import type { ReadSheetOptions, SheetRow } from './readSheetRows';

interface SheetJob<T> {
  options: ReadSheetOptions;
  read: (rows: AsyncIterable<SheetRow>) => Promise<T>;
}

export const SHEET_JOBS = {
  savings: { options: {}, read: readSavingsFile },
} as const satisfies Record<string, SheetJob<unknown>>;

export type SheetJobName = keyof typeof SHEET_JOBS;
export type SheetJobResult<J extends SheetJobName> = Awaited<ReturnType<(typeof SHEET_JOBS)[J]['read']>>;
