/**
 * Everything a spreadsheet upload must pass BEFORE a parser sees it (03 §1 uploads):
 * the name, the real type by its content (files/sniff.ts, the one sniffer of every upload), the
 * size, and for an .xlsx (a zip) the number of entries, the uncompressed size and the
 * compression ratio. The zip is checked by inflating
 * every entry with a byte budget, not by trusting the sizes its headers declare: a zip bomb
 * whose headers lie is stopped at the budget, before exceljs ever opens it. The zip's local
 * headers must say what its central directory says (zipDirectory), and the parser reads the
 * central directory's entries only, so what is inflated here is exactly what is parsed.
 * Shared by every spreadsheet upload (the savings upload, the employee import).
 */
import yauzl from 'yauzl';
import { serverMessage, type ServerMessage } from '@abono/domain';
import { AppError } from '../../lib/appError';
import { detectFileType } from '../sniff';
import { zipDirectory } from './zipDirectory';
import {
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MAX_ENTRIES,
  SPREADSHEET_MAX_RATIO,
  SPREADSHEET_MAX_UNCOMPRESSED,
} from './limits';

export type SpreadsheetKind = 'xlsx' | 'xls';

/** An encrypted .xlsx is a CFB container holding these streams (MS-OFFCRYPTO), written UTF-16LE. */
const ENCRYPTION_STREAM = Buffer.from('EncryptionInfo', 'utf16le');

/** The refusal names the kinds this upload takes: the employee import takes .xlsx only. */
const refuseType = (allow: readonly SpreadsheetKind[]) =>
  new AppError(
    'invalid_spreadsheet_type',
    allow.includes('xls') ? {} : { message: serverMessage('spreadsheetXlsxOnly') },
  );
const unreadable = (message?: ServerMessage) => new AppError('spreadsheet_unreadable', message ? { message } : {});
const unsafe = () => new AppError('spreadsheet_unsafe');

function kindOfName(filename: string): SpreadsheetKind | null {
  const match = /\.(xlsx|xls)$/i.exec(filename.trim());
  return match ? (match[1]!.toLowerCase() as SpreadsheetKind) : null;
}

/** The file's kind when its name, its content and `allow` agree; a 4xx otherwise. */
export async function checkSpreadsheetUpload(
  file: { filename: string; bytes: Buffer } | undefined,
  allow: readonly SpreadsheetKind[],
): Promise<SpreadsheetKind> {
  if (!file || file.bytes.length === 0)
    throw new AppError('validation_error', {
      message: serverMessage('spreadsheetMissing'),
      fields: { file: 'errors.required' },
    });
  if (file.bytes.length > SPREADSHEET_MAX_BYTES)
    throw new AppError('payload_too_large', { fields: { file: 'messages.file_too_large' } });
  const named = kindOfName(file.filename);
  if (!named || !allow.includes(named)) throw refuseType(allow);
  const content = await detectFileType(file.bytes);
  if (content === 'xlsx') {
    if (named !== 'xlsx') throw refuseType(allow);
    // Both indexes of the zip must agree before either is trusted (decision 050).
    zipDirectory(file.bytes);
    await inspectZip(file.bytes);
    return 'xlsx';
  }
  if (content === 'xls') {
    if (file.bytes.includes(ENCRYPTION_STREAM)) throw unreadable(serverMessage('spreadsheetPasswordProtected'));
    // A real .xlsx is never a CFB file unless encrypted; a legacy workbook must be named .xls.
    if (named !== 'xls') throw refuseType(allow);
    return 'xls';
  }
  throw refuseType(allow);
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(unreadable()) : resolve(zip),
    );
  });
}

/** Inflates every entry against the budget; resolves with the entry names. */
async function inspectZip(bytes: Buffer): Promise<void> {
  const zip = await openZip(bytes);
  const names = new Set<string>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: AppError) => {
        zip.close();
        reject(error);
      };
      zip.on('error', () => fail(unreadable()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (names.size >= SPREADSHEET_MAX_ENTRIES) return fail(unsafe());
        names.add(entry.fileName);
        if ((entry.generalPurposeBitFlag & 0x1) !== 0)
          return fail(unreadable(serverMessage('spreadsheetPasswordProtected')));
        if (
          entry.uncompressedSize > SPREADSHEET_MAX_UNCOMPRESSED ||
          entry.uncompressedSize > Math.max(entry.compressedSize, 1) * SPREADSHEET_MAX_RATIO
        )
          return fail(unsafe());
        if (/\/$/.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return fail(unreadable());
          let inflated = 0;
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            total += chunk.length;
            if (
              inflated > Math.max(entry.compressedSize, 1) * SPREADSHEET_MAX_RATIO ||
              total > SPREADSHEET_MAX_UNCOMPRESSED
            ) {
              stream.destroy();
              fail(unsafe());
            }
          });
          stream.on('error', () => fail(unreadable()));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (total > bytes.length * SPREADSHEET_MAX_RATIO) throw unsafe();
  // A zip that is not a workbook (a .docx or any archive renamed .xlsx).
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml'))
    throw unreadable(serverMessage('spreadsheetNotWorkbook'));
}
