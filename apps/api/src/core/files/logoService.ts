/**
 * Company logos (03 §6): PNG, JPEG or WebP by their bytes, decoded fully (no damaged
 * file, no HTML polyglot), at most 5 MB, at least 100×100 px and at most 4096 px a side,
 * written anew without metadata and kept in uploaded_files.content, like signatures and
 * payslips, so every API process serves the same logo (decision 079).
 */
import { LOGO_MAX_BYTES, LOGO_MIN_PIXELS, serverMessage } from '@abono/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { inspectImage, reencodeImage, type ImageMime, type ImageRules } from '../../lib/imageInfo';
import { IMAGE_PROBLEM_MESSAGES } from '../../files/imageProblems';
import { sha256 } from '../../lib/sha256';

/** A logo is shown at most a few hundred pixels wide; 4096 px a side is already generous. */
export const LOGO_MAX_SIDE = 4096;

const LOGO_RULES: ImageRules = {
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  minSide: LOGO_MIN_PIXELS,
  maxSide: LOGO_MAX_SIDE,
  maxPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
};

/** A logo that passed every check, re-encoded: what gets stored. */
export interface CheckedLogo {
  bytes: Buffer;
  mime: ImageMime;
}

/**
 * Checks the uploaded logo by its content (never its name or declared type) and re-encodes it.
 * Refusals: empty 400, over 5 MB or absurd pixel sizes 413, under 100×100 px 400, not an
 * image, damaged or carrying markup 415; each names the `logo` field.
 */
export async function checkLogo(bytes: Buffer): Promise<CheckedLogo> {
  if (bytes.length === 0) throw new AppError('validation_error', { fields: { logo: 'validation.required' } });
  if (bytes.length > LOGO_MAX_BYTES)
    throw new AppError('payload_too_large', { fields: { logo: 'messages.file_too_large' } });
  const check = await inspectImage(bytes, LOGO_RULES);
  if (!check.ok) {
    if (check.problem === 'too_small')
      throw new AppError('validation_error', {
        // The same words the web shows under the field by its key (SERVER_MESSAGES reuses MESSAGE_TEXTS').
        message: serverMessage('logoTooSmall'),
        fields: { logo: 'messages.logo_too_small' },
      });
    const message = IMAGE_PROBLEM_MESSAGES[check.problem];
    if (check.problem === 'too_large')
      throw new AppError('payload_too_large', { message, fields: { logo: 'messages.file_too_large' } });
    throw new AppError('unsupported_media_type', { message, fields: { logo: 'messages.invalid_file_type' } });
  }
  const encoded = await reencodeImage(bytes, check.info.mime, LOGO_RULES.maxPixels);
  return { bytes: encoded.bytes, mime: encoded.mime };
}

/** Stores the logo's bytes in uploaded_files inside the caller's transaction; returns its public id. */
export async function insertLogo(
  tx: DbOrTx,
  logo: CheckedLogo,
  companyId: number,
  ownerUserId: number,
): Promise<string> {
  const [row] = await tx
    .insert(uploadedFiles)
    .values({
      kind: 'logo',
      ownerUserId,
      companyId,
      mimeType: logo.mime,
      sizeBytes: logo.bytes.length,
      sha256: sha256(logo.bytes),
      content: logo.bytes,
    })
    .returning({ id: uploadedFiles.id });
  return row!.id;
}

/** A public logo's type and bytes; only files of kind 'logo' are ever served publicly. */
export async function findLogo(db: Db, publicId: string): Promise<{ mimeType: string; content: Buffer } | null> {
  const [row] = await db
    .select({ mimeType: uploadedFiles.mimeType, content: uploadedFiles.content })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, publicId), eq(uploadedFiles.kind, 'logo')));
  return row?.content ? { mimeType: row.mimeType, content: row.content } : null;
}
