/** The spreadsheet upload limits of 03 §1, for every spreadsheet upload (savings, employee import). */
export { SPREADSHEET_MAX_BYTES } from '@abono/domain';
export const SPREADSHEET_MAX_ENTRIES = 1000;
export const SPREADSHEET_MAX_UNCOMPRESSED = 100 * 1024 * 1024;
/** Uncompressed ÷ compressed, per entry and for the whole file: real workbooks stay far below. */
export const SPREADSHEET_MAX_RATIO = 100;
