/**
 * The TrueType fonts embedded in every generated PDF (03 §0: pdfkit with an embedded
 * TrueType font, so Spanish accents, ñ, ¿ and the em dash render and stay extractable).
 *
 * They are Latin subsets of DejaVu Sans committed beside this file (see README.md for
 * the source, licence and the command that made them): pdfkit parses the whole font for
 * every document, and the full 700 KB files alone cost more than the 100 ms budget.
 * The bytes are read once per process and kept.
 */
import { readFileSync } from 'node:fs';

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let cached: PdfFonts | null = null;

/** DejaVu Sans regular and bold, loaded on first use and cached for the process. */
export function pdfFonts(): PdfFonts {
  cached ??= {
    // Resolved from this module, so the working directory does not matter.
    regular: readFileSync(new URL('./DejaVuSans.ttf', import.meta.url)),
    bold: readFileSync(new URL('./DejaVuSans-Bold.ttf', import.meta.url)),
  };
  return cached;
}
