/**
 * What the spreadsheet worker can read (readSheetInWorker): each job names the reader options
 * and the function that turns the first sheet's rows, with the job's parameters, into the small
 * result the request needs. Parameters and results cross a thread boundary, so they must be
 * plain data (structured clone).
 */
import { readEmployeeImportFile } from '../employeeImportFile';
import { readSavingsFile } from '../savingsFile';
import type { ReadSheetOptions, SheetRow } from './readSheetRows';

interface SheetJob {
  options: ReadSheetOptions;
  read: (rows: AsyncIterable<SheetRow>, params: never) => Promise<unknown>;
}

export const SHEET_JOBS = {
  savings: { options: {}, read: (rows: AsyncIterable<SheetRow>) => readSavingsFile(rows) },
  // Control numbers and accounts typed as numbers in a "00000" format keep their zeros.
  employees: { options: { zeroPaddedText: true }, read: readEmployeeImportFile },
} as const satisfies Record<string, SheetJob>;

export type SheetJobName = keyof typeof SHEET_JOBS;
export type SheetJobParams<J extends SheetJobName> = Parameters<(typeof SHEET_JOBS)[J]['read']>[1];
export type SheetJobResult<J extends SheetJobName> = Awaited<ReturnType<(typeof SHEET_JOBS)[J]['read']>>;
