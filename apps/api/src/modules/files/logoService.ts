/**
 * Company logos (03 §6): PNG, JPEG or WebP by their bytes, at most 5 MB, at least
 * 100×100 px, stored through the image store and recorded in uploaded_files.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { readImageInfo, type ImageMime } from '../../lib/imageInfo';
import { sha256 } from '../../lib/sha256';
import type { ImageStore } from './imageStore';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MIN_PIXELS = 100;

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
  const info = readImageInfo(bytes);
  if (!info) throw new AppError('unsupported_media_type', { fields: { logo: 'messages.invalid_file_type' } });
  if (info.width < LOGO_MIN_PIXELS || info.height < LOGO_MIN_PIXELS) {
    throw new AppError('validation_error', { fields: { logo: 'messages.logo_too_small' } });
  }
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
