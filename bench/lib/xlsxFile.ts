/** An .xlsx of one sheet, written as a stream (a 50,000-row file in seconds, without a workbook in memory). */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export async function xlsxFile(sheetName: string, rows: Iterable<unknown[]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
