import { PAYSLIP_MAX_BYTES } from '@abono/domain';

/** Every PDF starts with these bytes ("%PDF-"); the server checks the same (03 §1 uploads). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

export const PAYSLIP_ACCEPT = 'application/pdf,.pdf';

async function headBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The client-side payslip check before upload: a .pdf name or PDF type, at most 5 MB, and
 * the '%PDF-' signature in its first bytes. Returns the message key of the problem, or null.
 */
export async function payslipProblem(file: File): Promise<string | null> {
  const pdfByName = file.name.toLowerCase().endsWith('.pdf');
  if (!pdfByName && file.type !== 'application/pdf') return 'errors.payslip_pdf_only';
  if (file.size > PAYSLIP_MAX_BYTES) return 'messages.file_too_large';
  try {
    const head = await headBytes(file, PDF_MAGIC.length);
    if (head.length < PDF_MAGIC.length || PDF_MAGIC.some((b, i) => head[i] !== b)) return 'errors.payslip_pdf_only';
  } catch {
    return 'errors.payslip_pdf_only';
  }
  return null;
}
