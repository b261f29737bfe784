/**
 * Logos stored before they lived in PostgreSQL (decision 079) sit in `<dataDir>/uploads/<publicId>`
 * with only a storage_key in uploaded_files. At start each is read once, checked and re-encoded like
 * a new upload, and its bytes go in uploaded_files.content, so the logo route (which reads only the
 * database) keeps serving it. The files stay on disk; nothing reads them again.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { sha256 } from '../../lib/sha256';
import { checkLogo } from './logoService';

/** The on-disk store named each file by its public id (a UUID); anything else is not read. */
const SAFE_KEY = /^[0-9a-f-]{36}$/;

export interface DiskLogoMove {
  moved: number;
  /** Rows whose file is gone, or that no longer pass the logo checks: left as they were. */
  skipped: string[];
}

export async function moveDiskLogosIntoDatabase(db: Db, dataDir: string): Promise<DiskLogoMove> {
  const rows = await db
    .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.kind, 'logo'), isNull(uploadedFiles.content), isNotNull(uploadedFiles.storageKey)));
  const result: DiskLogoMove = { moved: 0, skipped: [] };
  for (const row of rows) {
    const key = row.storageKey ?? '';
    const bytes = SAFE_KEY.test(key) ? await fs.readFile(path.join(dataDir, 'uploads', key)).catch(() => null) : null;
    const logo = bytes ? await checkLogo(bytes).catch(() => null) : null;
    if (!logo) {
      result.skipped.push(row.id);
      continue;
    }
    await db
      .update(uploadedFiles)
      .set({ content: logo.bytes, mimeType: logo.mime, sizeBytes: logo.bytes.length, sha256: sha256(logo.bytes) })
      .where(and(eq(uploadedFiles.id, row.id), isNull(uploadedFiles.content)));
    result.moved += 1;
  }
  return result;
}
