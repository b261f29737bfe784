/**
 * Signature and payslip uploads (03 §1 uploads): type by content (and the payslip by name too),
 * size limits as 413, kept in uploaded_files.content so API processes stay stateless.
 */
import { SIGNATURE_MAX_BYTES } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { MultipartFile } from '../../lib/readMultipart';
import { sha256 } from '../../lib/sha256';
import { signatureProblem } from '../../files/contractPdf';
import { IMAGE_PROBLEM_MESSAGES } from '../../files/imageProblems';
import { detectFileType, isCompletePdf } from '../../files/sniff';

/**
 * The signature PNG: present, < 1 MiB (413), a PNG by its bytes (415) that decodes fully
 * (a header without image data, a cut or corrupt file, or one carrying HTML: 415) with a
 * sane pixel count (413). Only a signature that passes here is ever stored.
 */
export async function checkSignature(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file || file.bytes.length === 0) {
    throw new AppError('validation_error', { fields: { signature: 'errors.signature_required' } });
  }
  if (file.bytes.length >= SIGNATURE_MAX_BYTES)
    throw new AppError('payload_too_large', { fields: { signature: 'messages.file_too_large' } });
  const problem = await signatureProblem(file.bytes);
  if (problem === 'too_large')
    throw new AppError('payload_too_large', { fields: { signature: 'messages.file_too_large' } });
  if (problem)
    throw new AppError('unsupported_media_type', {
      message: IMAGE_PROBLEM_MESSAGES[problem],
      fields: { signature: 'messages.invalid_file_type' },
    });
  return file.bytes;
}

/**
 * The payslip: present, a whole PDF by its bytes (a cut one too is 415) and by its name (415);
 * the 5 MB limit is the multipart limit.
 */
export async function checkPayslip(file: MultipartFile | undefined, maxBytes: number): Promise<Buffer> {
  if (!file || file.bytes.length === 0) {
    throw new AppError('validation_error', { fields: { last_payslip: 'errors.payslip_required' } });
  }
  if (file.bytes.length > maxBytes)
    throw new AppError('payload_too_large', { fields: { last_payslip: 'messages.file_too_large' } });
  const isPdf = (await detectFileType(file.bytes)) === 'pdf' && isCompletePdf(file.bytes);
  if (!isPdf || !file.filename.toLowerCase().endsWith('.pdf')) {
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
