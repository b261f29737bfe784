/**
 * Signature and payslip uploads (03 §1 uploads): type by magic bytes AND by name,
 * size limits as 413, kept in uploaded_files.content so API processes stay stateless.
 */
import type { DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { MultipartFile } from '../../lib/readMultipart';
import { sha256 } from '../../lib/sha256';
import { signatureProblem } from '../../files/contractPdf';
import { detectFileType } from '../../files/sniff';

/** A drawn signature must stay under 1 MiB. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;

/** The signature PNG: present, < 1 MiB (413), a real PNG by its bytes (415) with a sane pixel count (413). */
export function checkSignature(file: MultipartFile | undefined): Buffer {
  if (!file || file.bytes.length === 0) {
    throw new AppError('validation_error', { fields: { signature: 'errors.signature_required' } });
  }
  if (file.bytes.length >= SIGNATURE_MAX_BYTES) throw new AppError('payload_too_large', { fields: { signature: 'messages.file_too_large' } });
  const problem = signatureProblem(file.bytes);
  if (problem === 'not_png') throw new AppError('unsupported_media_type', { fields: { signature: 'messages.invalid_file_type' } });
  if (problem === 'too_large') throw new AppError('payload_too_large', { fields: { signature: 'messages.file_too_large' } });
  return file.bytes;
}

/** The payslip: present, a PDF by its bytes and by its name (415); the 5 MB limit is the multipart limit. */
export function checkPayslip(file: MultipartFile | undefined, maxBytes: number): Buffer {
  if (!file || file.bytes.length === 0) {
    throw new AppError('validation_error', { fields: { last_payslip: 'errors.payslip_required' } });
  }
  if (file.bytes.length > maxBytes) throw new AppError('payload_too_large', { fields: { last_payslip: 'messages.file_too_large' } });
  if (detectFileType(file.bytes) !== 'pdf' || !file.filename.toLowerCase().endsWith('.pdf')) {
    throw new AppError('unsupported_media_type', { fields: { last_payslip: 'errors.payslip_pdf_only' } });
  }
  return file.bytes;
}

/** Stores bytes in uploaded_files inside the caller's transaction; returns the file id. */
export async function insertFile(
  tx: DbOrTx,
  input: { kind: 'signature' | 'payslip'; bytes: Buffer; mimeType: string; ownerUserId: number; companyId: number },
): Promise<string> {
  const [row] = await tx
    .insert(uploadedFiles)
    .values({
      kind: input.kind,
      ownerUserId: input.ownerUserId,
      companyId: input.companyId,
      mimeType: input.mimeType,
      sizeBytes: input.bytes.length,
      sha256: sha256(input.bytes),
      content: input.bytes,
    })
    .returning({ id: uploadedFiles.id });
  return row!.id;
}
