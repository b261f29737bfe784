/**
 * What an uploaded file really is, decided by its content (`file-type` reads the magic
 * numbers), never by its name or declared content type: a text file renamed `.pdf` must
 * not pass as a PDF (03 §1 uploads, §4 files). Images are checked further, with a full
 * decode, by lib/imageInfo.
 */
import { fileTypeFromBuffer } from 'file-type';

export type FileType = 'png' | 'jpeg' | 'webp' | 'pdf' | 'xlsx' | 'xls';

const TYPES: Record<string, FileType> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  pdf: 'pdf',
  // An xlsx is a zip; whether it holds a workbook is left to the spreadsheet check that opens it
  // (files/spreadsheet/checkSpreadsheetUpload.ts). The macro and template flavours are the same
  // OOXML workbook container, and a zip whose entries file-type cannot name stays a zip.
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  xltx: 'xlsx',
  xltm: 'xlsx',
  zip: 'xlsx',
  // OLE2 compound document: legacy .xls (the xls reader decides).
  cfb: 'xls',
};

const PDF_HEADER = Buffer.from('%PDF-');

/** The file's type by its content, or null when it is none of the accepted kinds. */
export async function detectFileType(buf: Buffer): Promise<FileType | null> {
  const found = await fileTypeFromBuffer(buf).catch(() => undefined);
  const type = found ? TYPES[found.ext] : undefined;
  if (!type) return null;
  // PDF 1.7 lets readers find the header in the first 1024 bytes, but a genuine upload
  // starts with the full "%PDF-"; a stricter check leaves less room for polyglots.
  if (type === 'pdf' && !buf.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return null;
  return type;
}

const PDF_END = Buffer.from('%%EOF');

/**
 * True when a PDF has its end-of-file marker in its last 1024 bytes, where readers look for it
 * (ISO 32000 §7.5.5; Acrobat's tolerance): a PDF cut in transit starts right and ends nowhere.
 */
export function isCompletePdf(buf: Buffer): boolean {
  return buf.subarray(Math.max(0, buf.length - 1024)).includes(PDF_END);
}
