import { describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { computeCat, quoteLoan } from '@abono/domain';
import { pngDeclaring, signaturePng as drawnSignature } from '../test/images';
import {
  DATES_ESTIMATED_NOTE,
  MAX_SIGNATURE_PIXELS,
  PREVIEW_MARK,
  UnusableSignatureError,
  renderContractPdf,
  signatureProblem,
  type ContractPdfInput,
} from './contractPdf';

/** A signature as large as the contract page's pad (600 × 200). */
const signaturePng = () => drawnSignature(600, 200);

/** The figures come from the domain quote, as the loan routes will pass them. */
function contractInput(over: { deadline?: string; weeklyDiscount?: string } = {}): ContractPdfInput {
  const today = '2026-03-02';
  const amount = '10000.00';
  const weeklyDiscount = over.weeklyDiscount ?? '600.00';
  const result = quoteLoan({
    today,
    deadline: over.deadline ?? '2026-12-18',
    monthlyRatePercent: '3',
    amount,
    weeklyDiscount,
  });
  if (!result.ok) throw new Error(result.error);
  const q = result.quote;
  return {
    company: { legalName: 'Industrias del Bajío S.A. de C.V.', location: 'León, Guanajuato' },
    employee: {
      name: 'María José Núñez Peña',
      controlNumber: 'A-1024',
      tin: 'NUPM850101AB1',
      workLocation: 'Planta Silao',
      email: 'maria.nunez@example.mx',
      phone: '4771234567',
    },
    loan: {
      id: 'a3f1c2d4-0000-4000-8000-000000000042',
      productName: 'Préstamo de nómina',
      amount,
      interestAmount: q.interestAmount,
      totalAmount: q.totalAmount,
      weeklyDiscount,
      weeksNeeded: q.weeksNeeded,
      monthlyRate: '3',
      finalPayment: q.finalPayment,
      finalPaymentDate: q.finalPaymentDate,
      firstPaymentDate: q.firstPaymentDate,
      requestedOn: today,
      cat: computeCat({ today, amount, weeklyDiscount, ...q }),
    },
    generatedOn: '2026-03-04',
  };
}

interface Extracted {
  /** All page text with runs of whitespace collapsed to one space. */
  text: string;
  pages: number;
  imagesPainted: number;
}

/** Reads the PDF back with Mozilla's pdf.js: the text a reader would copy, and the images it paints. */
async function extract(pdf: Buffer): Promise<Extracted> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    let text = '';
    let imagesPainted = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      const ops = await page.getOperatorList();
      imagesPainted += ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    }
    return { text: text.replace(/\s+/g, ' '), pages: doc.numPages, imagesPainted };
  } finally {
    await doc.destroy();
  }
}

describe('renderContractPdf', () => {
  it('writes a signed carátula whose text is extractable, with accents, amounts, CAT and dates', async () => {
    const input = { ...contractInput(), signaturePng: signaturePng() };
    const pdf = await renderContractPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages, imagesPainted } = await extract(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Industrias del Bajío S.A. de C.V.');
    expect(text).toContain('María José Núñez Peña');
    expect(text).toContain('Contrato de préstamo con descuento vía nómina');
    for (const label of ['Número de control', 'RFC', 'Centro de trabajo', 'Teléfono', 'Correo electrónico']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('A-1024');
    expect(text).toContain('NUPM850101AB1');
    expect(text).toContain('Planta Silao');

    const { loan } = input;
    expect(loan.interestAmount).toBe('1190.00'); // 10,000 × 3 % / 30 × 17 weeks × 7 days
    expect(text).toContain('Monto del préstamo $10,000.00');
    expect(text).toContain('Interés $1,190.00');
    expect(text).toContain('Total a pagar $11,190.00');
    expect(text).toContain('Descuento semanal $600.00');
    expect(text).toContain(`Semanas de descuento ${loan.weeksNeeded}`);
    expect(text).toContain('Pago final del fondo de ahorro $0.00');
    expect(text).toContain('Tasa de interés mensual 3%');
    expect(text).toContain(`CAT (Costo Anual Total) ${loan.cat}% sin IVA (informativo, para fines de comparación)`);
    expect(Number(loan.cat)).toBeGreaterThan(36);

    // Dates in dd/MM/yyyy: requested, first deduction (next week's Friday), final payment, signed.
    expect(text).toContain('Fecha de solicitud 02/03/2026');
    expect(text).toContain('Primer descuento 13/03/2026');
    expect(text).toContain('Fecha del pago final 18/12/2026');
    expect(text).toContain('León, Guanajuato, a 04/03/2026');
    expect(text).toContain('queda liquidado');
    // The schedule counts from the deposit's confirmation, so the signed dates are an estimate.
    expect(text).toContain(DATES_ESTIMATED_NOTE);

    expect(text).not.toContain(PREVIEW_MARK);
    expect(text).toContain('Firma del trabajador');
    expect(imagesPainted).toBe(1);
    // The signature is an Image XObject with its transparency as a soft mask.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/SMask \d+ 0 R/);
  });

  it('embeds a TrueType font and no standard (unembedded) font', async () => {
    const raw = (await renderContractPdf(contractInput())).toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('marks the unsigned preview and leaves an empty signature line', async () => {
    const pdf = await renderContractPdf(contractInput());
    const { text, imagesPainted } = await extract(pdf);
    expect(text).toContain(PREVIEW_MARK);
    expect(text).toContain('Firma del trabajador (pendiente)');
    expect(text).toContain('Industrias del Bajío S.A. de C.V.');
    expect(imagesPainted).toBe(0);
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('states the savings-fund payment and its date when deductions do not cover the total', async () => {
    const input = contractInput({ deadline: '2026-05-29', weeklyDiscount: '500.00' });
    expect(input.loan.finalPayment).not.toBe('0.00');
    const { text } = await extract(await renderContractPdf({ ...input, signaturePng: signaturePng() }));
    const final = `$${Number(input.loan.finalPayment).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(`Pago final del fondo de ahorro ${final}`);
    expect(text).toContain('Fecha del pago final 29/05/2026');
    expect(text).toContain(`El saldo restante de ${final} se cubrirá con mi fondo de ahorro el 29/05/2026.`);
  });

  it('leaves out the optional contact fields and product when absent', async () => {
    const input = contractInput();
    const { text } = await extract(
      await renderContractPdf({
        ...input,
        employee: { ...input.employee, email: null, phone: undefined },
        loan: { ...input.loan, productName: null, id: undefined },
      }),
    );
    expect(text).not.toContain('Correo electrónico');
    expect(text).not.toContain('Teléfono');
    expect(text).not.toContain('Producto');
    expect(text).toContain('Sin folio (vista previa)');
  });

  it('refuses a signature that is not a PNG, is damaged, or declares an enormous image', async () => {
    const input = contractInput();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    await expect(renderContractPdf({ ...input, signaturePng: jpeg })).rejects.toThrow(UnusableSignatureError);
    await expect(renderContractPdf({ ...input, signaturePng: Buffer.from('not an image') })).rejects.toThrow(
      UnusableSignatureError,
    );
    // A header-only probe: the first 40 bytes of a real PNG (signature + IHDR, no pixels).
    const headerOnly = signaturePng().subarray(0, 40);
    expect(await signatureProblem(headerOnly)).toBe('corrupt');
    await expect(renderContractPdf({ ...input, signaturePng: headerOnly })).rejects.toThrow(/corrupt/);

    // A small, complete PNG whose IHDR (CRC fixed) declares 100000 × 100000 pixels: a decompression bomb.
    const bomb = pngDeclaring(100_000, 100_000);
    expect(await signatureProblem(bomb)).toBe('too_large');
    await expect(renderContractPdf({ ...input, signaturePng: bomb })).rejects.toThrow(/too_large/);
    // The same declaration in a bare 33-byte IHDR (no CRC, no data) does not even read as a header.
    const bareHeader = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bareHeader, 0);
    bareHeader.writeUInt32BE(13, 8);
    bareHeader.write('IHDR', 12, 'latin1');
    bareHeader.writeUInt32BE(100_000, 16);
    bareHeader.writeUInt32BE(100_000, 20);
    expect(await signatureProblem(bareHeader)).toBe('corrupt');
    expect(await signatureProblem(signaturePng())).toBeNull();
    expect(MAX_SIGNATURE_PIXELS).toBeGreaterThanOrEqual(1800 * 600);
  });
});
