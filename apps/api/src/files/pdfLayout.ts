/**
 * The layout every generated PDF shares (contract, termination document, activation letter):
 * a letter-size Spanish document with the embedded DejaVu fonts (fonts/pdfFonts.ts) registered
 * as 'regular' and 'bold', its title block, section headings and label/value rows, and the
 * rendering to bytes. Each document keeps only what it says.
 */
import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts/pdfFonts';

export type Doc = PDFKit.PDFDocument;

export const PAGE_MARGIN = 50;
export const INK = '#1a1a1a';
export const MUTED = '#555555';
const RULE = '#b0b0b0';

export interface PdfDocumentInfo {
  title: string;
  author: string;
  subject?: string;
  /** Page margin in points; PAGE_MARGIN unless the document wants more white space. */
  margin?: number;
}

/**
 * Renders one document: `draw` lays it out, the promise resolves with the bytes. A `draw` that
 * throws rejects the promise instead of leaving it pending.
 */
export function renderPdf(info: PdfDocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: info.margin ?? PAGE_MARGIN,
    lang: 'es-MX',
    displayTitle: true,
    // '' skips pdfkit's default Helvetica (an AFM file read and parsed per document, and a
    // font that cannot draw every Spanish character); DejaVu is set right below.
    font: '',
    info: { Title: info.title, Author: info.author, ...(info.subject ? { Subject: info.subject } : {}) },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** The width between the side margins. */
export function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * PAGE_MARGIN;
}

/** The document's title at the top of the page, with its subtitle under it. */
export function titleBlock(doc: Doc, title: string, subtitle: string): void {
  const width = contentWidth(doc);
  doc.font('bold').fontSize(15).fillColor(INK).text(title, PAGE_MARGIN, PAGE_MARGIN, { width });
  doc.font('regular').fontSize(10).fillColor(MUTED).text(subtitle, { width });
  doc.moveDown(0.3);
}

/** A section heading over a thin rule across the page. */
export function section(doc: Doc, title: string): void {
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11).fillColor(INK).text(title, PAGE_MARGIN, doc.y);
  const lineY = doc.y + 1;
  doc
    .moveTo(PAGE_MARGIN, lineY)
    .lineTo(doc.page.width - PAGE_MARGIN, lineY)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = lineY + 5;
}

/**
 * Label/value rows in two columns (labels `labelWidth` wide); the value wraps within its
 * column. `boldValues` sets the values in bold (a figure the reader must not miss).
 */
export function labelValueRows(
  doc: Doc,
  entries: ReadonlyArray<readonly [string, string]>,
  options: { labelWidth: number; boldValues?: boolean },
): void {
  const { labelWidth } = options;
  const valueX = PAGE_MARGIN + labelWidth;
  const valueWidth = doc.page.width - PAGE_MARGIN - valueX;
  for (const [label, value] of entries) {
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, PAGE_MARGIN, y, { width: labelWidth - 10 });
    const labelBottom = doc.y;
    doc
      .font(options.boldValues ? 'bold' : 'regular')
      .fillColor(INK)
      .text(value, valueX, y, { width: valueWidth });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
  doc.x = PAGE_MARGIN;
}
