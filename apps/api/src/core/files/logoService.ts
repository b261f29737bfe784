/**
 * Company logos (03 §6): PNG, JPEG or WebP by their bytes, decoded fully (no damaged
 * file, no HTML polyglot), at most 5 MB, at least 100×100 px and at most 4096 px a side,
 * stored through the image store and recorded in uploaded_files.
 */
import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES } from '@abono/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { inspectImage, type ImageMime, type ImageRules } from '../../lib/imageInfo';
import { IMAGE_PROBLEM_MESSAGES } from '../../files/imageProblems';
import { sha256 } from '../../lib/sha256';
import type { ImageStore } from './imageStore';

export const LOGO_MIN_PIXELS = 100;
/** A logo is shown at most a few hundred pixels wide; 4096 px a side is already generous. */
export const LOGO_MAX_SIDE = 4096;

const LOGO_RULES: ImageRules = {
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  minSide: LOGO_MIN_PIXELS,
  maxSide: LOGO_MAX_SIDE,
  maxPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
};

export interface StoredLogo {
  publicId: string;
  storageKey: string;
  mime: ImageMime;
  sizeBytes: number;
  sha256: string;
}

/** Checks the image and writes it to the store (outside any transaction). */
export async function storeLogo(store: ImageStore, bytes: Buffer): Promise<StoredLogo> {
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('payload_too_large');
  if (bytes.length === 0) throw new AppError('validation_error', { fields: { logo: 'validation.required' } });
  const check = await inspectImage(bytes, LOGO_RULES);
  if (!check.ok) {
    const message = IMAGE_PROBLEM_MESSAGES[check.problem];
    if (check.problem === 'too_small')
      throw new AppError('validation_error', { message, fields: { logo: 'messages.logo_too_small' } });
    if (check.problem === 'too_large')
      throw new AppError('payload_too_large', { message, fields: { logo: 'messages.file_too_large' } });
    throw new AppError('unsupported_media_type', { message, fields: { logo: 'messages.invalid_file_type' } });
  }
  const { info } = check;
  const publicId = randomUUID();
  const storageKey = await store.save(publicId, bytes, info.mime);
  return { publicId, storageKey, mime: info.mime, sizeBytes: bytes.length, sha256: sha256(bytes) };
}

export async function recordLogo(tx: DbOrTx, logo: StoredLogo, companyId: number, ownerUserId: number): Promise<void> {
  await tx.insert(uploadedFiles).values({
    id: logo.publicId,
    kind: 'logo',
    ownerUserId,
    companyId,
    mimeType: logo.mime,
    sizeBytes: logo.sizeBytes,
    sha256: logo.sha256,
    storageKey: logo.storageKey,
  });
}

/** A public logo's type and storage key; only files of kind 'logo' are ever served publicly. */
export async function findLogo(db: Db, publicId: string): Promise<{ mimeType: string; storageKey: string } | null> {
  const [row] = await db
    .select({ mimeType: uploadedFiles.mimeType, storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, publicId), eq(uploadedFiles.kind, 'logo')));
  return row?.storageKey ? { mimeType: row.mimeType, storageKey: row.storageKey } : null;
}
