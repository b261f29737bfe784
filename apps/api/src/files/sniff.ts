/**
 * What an uploaded file really is, decided by its first bytes (magic numbers), never by
 * its name or declared content type: a text file renamed `.pdf` must not pass as a PDF
 * (03 §1 uploads, §4 files). Every check is bounds-safe, so truncated or empty buffers
 * answer null instead of throwing.
 */
import { readImageInfo } from '../lib/imageInfo';

export type FileType = 'png' | 'jpeg' | 'webp' | 'pdf' | 'xlsx' | 'xls';

export interface ImageDimensions {
  width: number;
  height: number;
}

function startsWith(buf: Buffer, bytes: readonly number[], at = 0): boolean {
  if (buf.length < at + bytes.length) return false;
  return bytes.every((byte, i) => buf[at + i] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP", after the 4-byte RIFF size
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
// Local file header of a zip archive. An xlsx is a zip; checking that it holds
// [Content_Types].xml and xl/workbook.xml is left to the reader that opens it.
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// OLE2 compound document: legacy .xls (and other old Office files; the xls reader decides).
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The file's type by its magic bytes, or null when it is none of the accepted kinds. */
export function detectFileType(buf: Buffer): FileType | null {
  if (startsWith(buf, PNG)) return 'png';
  if (startsWith(buf, JPEG)) return 'jpeg';
  if (startsWith(buf, RIFF) && startsWith(buf, WEBP, 8)) return 'webp';
  // PDF 1.7 (ISO 32000) lets readers find the header in the first 1024 bytes, but a
  // genuine upload starts with it; a stricter check leaves less room for polyglots.
  if (startsWith(buf, PDF)) return 'pdf';
  if (startsWith(buf, ZIP)) return 'xlsx';
  if (startsWith(buf, OLE)) return 'xls';
  return null;
}

/**
 * Pixel size of a PNG, JPEG or WebP read from its header (no image library), or null for
 * anything else or a header cut short. Shares the header parsing of lib/imageInfo.
 */
export function imageDimensions(buf: Buffer): ImageDimensions | null {
  const info = readImageInfo(buf);
  return info ? { width: info.width, height: info.height } : null;
}
