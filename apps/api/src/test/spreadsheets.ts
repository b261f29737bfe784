/**
 * Spreadsheet files for upload tests, built for real: workbooks written by exceljs, and the
 * hostile ones (zip bomb, too many entries, encrypted container, truncated, renamed text,
 * HTML polyglot) that the upload checks must refuse before any parser opens them.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * The payroll samples of ../shared/samples, copied into the repository (apps/api/test-samples) so
 * a clone tests them wherever it is checked out; samples.test.ts holds the copies equal to the
 * originals when those are present.
 */
export const SAMPLES_DIR = new URL('../../test-samples/', import.meta.url);
/** The shared originals, next to the repository (absent on a machine that only has the clone). */
export const SHARED_SAMPLES_DIR = new URL('../../../../../shared/samples/', import.meta.url);

/** A one-sheet workbook with these rows (row 1 first). */
export async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hoja1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A one-sheet workbook written as a stream with inline strings, as payroll systems write big ones. */
export async function streamedWorkbookOf(rows: Iterable<unknown[]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet('Hoja1');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** A valid workbook whose inline strings inflate more than 100 times over (a zip bomb). */
export function zipBomb(): Promise<Buffer> {
  const filler = 'a'.repeat(30_000);
  return streamedWorkbookOf([
    ['Número de control', 'Ahorro total'],
    ...Array.from({ length: 800 }, (_, i) => [`IB-${i}`, filler]),
  ]);
}

/** A zip with more entries than any workbook needs. */
export async function zipWithEntries(count: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('xl/workbook.xml', '<workbook/>');
  for (let i = 0; i < count; i++) zip.file(`xl/extra/${i}.xml`, `<x>${i}</x>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A zip that is not a workbook (a renamed archive). */
export async function plainZip(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('notas.txt', 'hola');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** What Excel writes for a password-protected workbook: a CFB container with EncryptionInfo. */
export function encryptedWorkbook(): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const body = Buffer.alloc(4096);
  Buffer.from('EncryptionInfo', 'utf16le').copy(body, 1024);
  Buffer.from('EncryptedPackage', 'utf16le').copy(body, 1200);
  return Buffer.concat([header, body]);
}

export const HTML_POLYGLOT = Buffer.from(
  '<html><script>alert(1)</script></html>\nNúmero de control,Ahorro total\nIB-0001,100\n',
);
