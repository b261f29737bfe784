/**
 * An .xlsx whose local headers disagree with its central directory is refused, and the parser
 * reads the central directory's entries only (decision 050). The crafted files are
 * real exceljs workbooks with their bytes edited (test/craftedZips.ts).
 */
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/appError';
import {
  centralRecords,
  editCentralRecord,
  editLocalHeader,
  insertBytes,
  localEntry,
  sheetXml,
} from '../../test/craftedZips';
import { streamedWorkbookOf, workbookOf } from '../../test/spreadsheets';
import { checkSpreadsheetUpload } from './checkSpreadsheetUpload';
import { readSheetRows } from './readSheetRows';
import { zipDirectory } from './zipDirectory';

const HEADER = ['Número de control', 'Ahorro total'];
const INCONSISTENT = {
  code: 'spreadsheet_inconsistent',
  status: 400,
  message:
    'El archivo de Excel tiene partes que no coinciden con su índice. Ábrelo en Excel, ' +
    'guárdalo de nuevo y vuelve a subirlo.',
};

async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (isAppError(error)) return { code: error.code, status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
}
const checked = (bytes: Buffer) => refusal(() => checkSpreadsheetUpload({ filename: 'ahorros.xlsx', bytes }, ['xlsx']));
async function rows(bytes: Buffer) {
  const out: unknown[] = [];
  for await (const row of readSheetRows(bytes, 'xlsx')) out.push(row.cells);
  return out;
}

/** `from` renamed `to` (same length) in its local header and its central record alike. */
function renamed(bytes: Buffer, from: string, to: string): Buffer {
  const record = centralRecords(bytes).find((r) => r.name === from)!;
  const out = Buffer.from(bytes);
  out.write(to, record.at + 46);
  out.write(to, record.localOffset + 30);
  return out;
}

describe('zipDirectory', () => {
  it('accepts workbooks as exceljs writes them, with sizes in the local headers or in data descriptors', async () => {
    const plain = await workbookOf([HEADER, ['IB-0001', 100]]);
    const streamed = await streamedWorkbookOf([HEADER, ['IB-0001', 100]]);
    for (const bytes of [plain, streamed]) {
      expect(zipDirectory(bytes).map((e) => e.name.toString())).toEqual(centralRecords(bytes).map((r) => r.name));
      expect(await checked(bytes)).toBeNull();
      expect(await rows(bytes)).toEqual([HEADER, ['IB-0001', 100]]);
    }
  });

  // The hidden sheet set a savings to 31,337.00.
  it('refuses a sheet only the local headers show, before or after the real entries', async () => {
    const real = await workbookOf([HEADER, ['IB-0001', 100]]);
    const hidden = localEntry('xl/worksheets/sheet1.xml', sheetXml([HEADER, ['IB-0001', 31337]]));
    const directoryAt = real.readUInt32LE(real.length - 22 + 16);
    for (const bytes of [
      insertBytes(real, hidden, 0),
      insertBytes(real, hidden, directoryAt),
      insertBytes(real, hidden, centralRecords(real)[3]!.localOffset),
    ]) {
      expect(await checked(bytes)).toEqual(INCONSISTENT);
      // The parser in the worker refuses it on its own too: it never reads a local-only entry.
      expect(await refusal(() => rows(bytes))).toEqual(INCONSISTENT);
    }
  });

  // The check inflates only what the directory lists.
  it('refuses a hidden local entry that would inflate to 120 MB', async () => {
    const real = await workbookOf([HEADER, ['IB-0001', 100]]);
    const bomb = localEntry('xl/media/relleno.bin', Buffer.alloc(120 * 1024 * 1024), true);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await checked(insertBytes(real, bomb, 0))).toEqual(INCONSISTENT);
  }, 30_000);

  it('refuses local headers whose name, sizes, method or flags differ from the central directory', async () => {
    const real = await workbookOf([HEADER, ['IB-0001', 100]]);
    const name = 'xl/worksheets/sheet1.xml';
    const edits: ((b: Buffer, at: number) => void)[] = [
      (b, at) => b.write('X', at + 30 + 3), // a different name of the same length
      (b, at) => b.writeUInt32LE(b.readUInt32LE(at + 18) - 1, at + 18), // compressed size
      (b, at) => b.writeUInt32LE(b.readUInt32LE(at + 22) + 1, at + 22), // uncompressed size
      (b, at) => b.writeUInt32LE(b.readUInt32LE(at + 14) ^ 1, at + 14), // CRC
      (b, at) => b.writeUInt16LE(0, at + 8), // stored instead of deflated
      (b, at) => b.writeUInt16LE(0x08, at + 6), // sizes said to follow in a descriptor
    ];
    for (const edit of edits) expect(await checked(editLocalHeader(real, name, edit))).toEqual(INCONSISTENT);
  });

  // Also two records sharing one entry, a repeated name, and bytes before, between or after the entries.
  it('refuses a central record pointing at another offset', async () => {
    const real = await workbookOf([HEADER, ['IB-0001', 100]]);
    const records = centralRecords(real);
    const sheet = records.find((r) => r.name === 'xl/worksheets/sheet1.xml')!;
    const other = records.find((r) => r.name === 'xl/styles.xml')!;
    const cases = [
      editCentralRecord(real, sheet.name, (b, at) => b.writeUInt32LE(sheet.localOffset + 1, at + 42)),
      // Overlapping: the styles record points at the sheet's local entry.
      editCentralRecord(real, other.name, (b, at) => b.writeUInt32LE(sheet.localOffset, at + 42)),
      // Two entries of one name, both indexes agreeing: which one a reader takes would be its choice.
      renamed(real, 'xl/theme/', 'xl/_rels/'),
      // Bytes before, starting as a local header would (plain text before is not even sniffed as a zip).
      insertBytes(real, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(60, 0x20)]), 0),
      insertBytes(real, Buffer.alloc(64, 0x20), sheet.localOffset),
      Buffer.concat([real, Buffer.from('datos después del archivo')]),
    ];
    for (const [i, bytes] of cases.entries()) expect(await checked(bytes), `case ${i}`).toEqual(INCONSISTENT);
  });
});
