/**
 * The spreadsheet-safe CSV that treasury hands to people (the bank money request and the payroll
 * deduction file, 03 §4): UTF-8 with a BOM so Excel reads the accents, comma separated, RFC 4180
 * quoting, CRLF line ends, written by csv-stringify. One home for the formula neutralisation, so
 * both files refuse a formula the same way (decision 067).
 */
import { stringify } from 'csv-stringify/sync';

/**
 * The first characters a spreadsheet reads as a formula or a control (OWASP "CSV injection"):
 * `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet must show it: one starting with a formula character gets a leading
 * apostrophe, which Excel and LibreOffice read as "text" and do not display. Only text cells pass
 * here; amounts and ids are written as they are (a money string never starts with one of them).
 */
export function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvCell = string | number;

/**
 * The rows as CSV bytes. csv-stringify quotes a cell holding a comma or a quote by itself; a bare
 * LF or CR inside a cell is quoted too (`quoted_match`), because with CRLF record ends the library
 * would otherwise leave it unquoted and the reader would split the row.
 */
export function writeSafeCsv(rows: readonly (readonly CsvCell[])[]): Buffer {
  const text = stringify(
    rows.map((row) => [...row]),
    { bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ },
  );
  return Buffer.from(text, 'utf8');
}
