/** What readSheetInWorker and the spreadsheet worker pass each other (structured clone). */
import type { ErrorCode } from '@abono/domain';
import type { SpreadsheetKind } from './checkSpreadsheetUpload';
import type { SheetJobName } from './sheetJobs';

export interface SheetWorkerInput {
  job: SheetJobName;
  /** A copy of the upload's bytes (the request keeps its own). */
  bytes: Uint8Array;
  kind: SpreadsheetKind;
  /** The job's parameters (SheetJobParams). */
  params: unknown;
}

export type SheetWorkerOutcome =
  | { ok: true; result: unknown }
  /** An expected refusal (bad header, unreadable file): answered as the same 4xx. */
  | { ok: false; appError: { code: ErrorCode; message: string; fields?: Record<string, string> } }
  /** Anything else is a bug: the request fails as a 500. */
  | { ok: false; message: string };
