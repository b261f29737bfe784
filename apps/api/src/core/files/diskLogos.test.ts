/**
 * Logos an earlier version kept on disk move into PostgreSQL at start (decision 079): served
 * afterwards from the database, stripped like a new upload; a missing file is reported, not fatal.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema';
import { createCompany } from '../../test/factories';
import { realPng, withTextChunk } from '../../test/images';
import { useTestApp } from '../../test/testApp';
import { sha256 } from '../../lib/sha256';
import { moveDiskLogosIntoDatabase } from './diskLogos';

const t = useTestApp();

async function diskRow(companyId: number, storageKey: string, bytes: Buffer): Promise<void> {
  await t.db.insert(uploadedFiles).values({
    id: storageKey,
    kind: 'logo',
    companyId,
    mimeType: 'image/png',
    sizeBytes: bytes.length,
    sha256: sha256(bytes),
    storageKey,
  });
}

describe('moveDiskLogosIntoDatabase', () => {
  it('moves each on-disk logo into uploaded_files.content once, and reports the missing ones', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'abono-disk-logos-'));
    try {
      const company = await createCompany(t.db);
      const onDisk = withTextChunk(realPng(150, 150), 'Author: Persona Privada');
      const present = randomUUID();
      const missing = randomUUID();
      await fs.mkdir(path.join(dataDir, 'uploads'));
      await fs.writeFile(path.join(dataDir, 'uploads', present), onDisk);
      await diskRow(company.id, present, onDisk);
      await diskRow(company.id, missing, onDisk);
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${present}` })).statusCode).toBe(404);

      const first = await moveDiskLogosIntoDatabase(t.db, dataDir);
      expect(first).toEqual({ moved: 1, skipped: [missing] });
      const [row] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, present));
      expect(row!.content!.toString('latin1')).not.toContain('Persona Privada');
      expect(row!.sizeBytes).toBe(row!.content!.length);
      const served = await t.app.inject({ method: 'GET', url: `/api/files/${present}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(row!.content!)).toBe(true);

      // Once moved, nothing is read from disk again.
      await fs.rm(path.join(dataDir, 'uploads', present));
      expect(await moveDiskLogosIntoDatabase(t.db, dataDir)).toEqual({ moved: 0, skipped: [missing] });
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${present}` })).statusCode).toBe(200);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
