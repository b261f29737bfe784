import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { realPng } from '../test/images';
import { SAMPLES_DIR, workbookOf } from '../test/spreadsheets';
import { detectFileType } from './sniff';

/** A real PDF from pdfkit. */
function realPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Recibo de nómina');
    doc.end();
  });
}

// Real encoder output, 3 × 2 pixels, made once with Chromium's canvas.toDataURL. The JPEG lost its ICC segment; the
// WebPs are re-wrapped in a plain RIFF container around the encoder's own VP8 / VP8L chunk.
const JPEG_3X2 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRT' +
    'c4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
    'Y2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xA' +
    'AVEAEBAAAAAAAAAAAAAAAAAAAAMf/EABUBAQEAAAAAAAAAAAAAAAAAAAQG/8QAFxEAAwEAAAAAAAAAAAAAAAAAAAEC' +
    'Mf/aAAwDAQACEQMRAD8AnyACVrKKcR//2Q==',
  'base64',
);
const WEBP_LOSSY_3X2 = Buffer.from(
  'UklGRjoAAABXRUJQVlA4IC4AAABwAQCdASoDAAIAAsBMJagCdAF1AAD+6NcbdifS2mayff/LgXw/7A/8Bi/44AAA',
  'base64',
);
const WEBP_LOSSLESS_3X2 = Buffer.from('UklGRiIAAABXRUJQVlA4TBYAAAAvAkAAAA8wM5/J/Bnz/EcLbnAQ0f8Q', 'base64');

/** The extended (VP8X) container Chromium uses when it adds metadata, around the lossy chunk. */
function webpExtended(): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(3 - 1, 12, 3);
  vp8x.writeUIntLE(2 - 1, 15, 3);
  const lossyChunk = WEBP_LOSSY_3X2.subarray(12);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + vp8x.length + lossyChunk.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, vp8x, lossyChunk]);
}

/** The start of a zip local file header, as every xlsx begins; deeper zip checks come later. */
const ZIP_START = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
const OLE_START = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00, 0x00, 0x00]);

describe('detectFileType', () => {
  it('recognises real files by content', async () => {
    expect(await detectFileType(realPng(4, 3))).toBe('png');
    expect(await detectFileType(await realPdf())).toBe('pdf');
    expect(await detectFileType(JPEG_3X2)).toBe('jpeg');
    expect(await detectFileType(WEBP_LOSSY_3X2)).toBe('webp');
    expect(await detectFileType(WEBP_LOSSLESS_3X2)).toBe('webp');
    expect(await detectFileType(webpExtended())).toBe('webp');
    expect(await detectFileType(ZIP_START)).toBe('xlsx');
    expect(await detectFileType(OLE_START)).toBe('xls');
  });

  it('recognises the real payroll workbooks, which the spreadsheet check relies on', async () => {
    const sample = (name: string) => readFileSync(new URL(name, SAMPLES_DIR));
    expect(await detectFileType(sample('ahorros-limpio.xlsx'))).toBe('xlsx');
    expect(await detectFileType(sample('ahorros-reporte-nomina.xlsx'))).toBe('xlsx');
    expect(await detectFileType(sample('ahorros-excel97.xls'))).toBe('xls');
    expect(await detectFileType(await workbookOf([['Número de control', 'Ahorro total']]))).toBe('xlsx');
  });

  it('does not trust a name: a text file renamed .pdf is nothing', async () => {
    const renamed = Buffer.from('Esto no es un PDF, aunque se llame recibo.pdf\n', 'utf8');
    expect(await detectFileType(renamed)).toBeNull();
    // Text that merely mentions the magic later on is not a PDF either.
    expect(await detectFileType(Buffer.from(' %PDF-1.7'))).toBeNull();
    expect(await detectFileType(Buffer.from('%PDF'))).toBeNull();
  });

  it('tells WebP from other RIFF files', async () => {
    const wav = Buffer.from(WEBP_LOSSY_3X2);
    wav.write('WAVE', 8, 'latin1');
    expect(await detectFileType(wav)).toBeNull();
  });

  it('answers null, never throws, for empty and truncated buffers', async () => {
    const samples = [
      realPng(4, 3),
      await realPdf(),
      JPEG_3X2,
      WEBP_LOSSY_3X2,
      WEBP_LOSSLESS_3X2,
      webpExtended(),
      ZIP_START,
      OLE_START,
    ];
    expect(await detectFileType(Buffer.alloc(0))).toBeNull();
    for (const sample of samples) {
      const full = await detectFileType(sample);
      for (let length = 0; length <= Math.min(sample.length, 40); length++) {
        const cut = sample.subarray(0, length);
        const found = await detectFileType(cut);
        // A prefix is either not recognised yet or recognised as the same type.
        expect(found === null || found === full).toBe(true);
      }
    }
    // Below the length of its signature, nothing is recognised.
    expect(await detectFileType(realPng(1, 1).subarray(0, 7))).toBeNull();
    expect(await detectFileType(JPEG_3X2.subarray(0, 2))).toBeNull();
    expect(await detectFileType(WEBP_LOSSY_3X2.subarray(0, 11))).toBeNull();
    expect(await detectFileType(OLE_START.subarray(0, 7))).toBeNull();
  });
});
