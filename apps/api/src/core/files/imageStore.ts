/**
 * Image hosting as an interface (03 §6). The default keeps logos on disk under
 * `<dataDir>/uploads`; a hosted service would implement the same two calls.
 */
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface ImageStore {
  /** Stores the bytes under the public id; returns the storage key kept in uploaded_files. */
  save(publicId: string, bytes: Buffer, mimeType: string): Promise<string>;
  /** The stored bytes, or null when they are gone. */
  open(storageKey: string): Promise<Readable | null>;
  remove(storageKey: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/;

export class LocalImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  private pathOf(storageKey: string): string {
    if (!SAFE_KEY.test(storageKey)) throw new Error('Invalid storage key');
    return path.join(this.dir, storageKey);
  }

  async save(publicId: string, bytes: Buffer): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = this.pathOf(publicId);
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, bytes, { mode: 0o644 });
    await fs.rename(temp, file);
    return publicId;
  }

  async open(storageKey: string): Promise<Readable | null> {
    const file = this.pathOf(storageKey);
    try {
      await fs.access(file);
    } catch {
      return null;
    }
    return createReadStream(file);
  }

  async remove(storageKey: string): Promise<void> {
    await fs.rm(this.pathOf(storageKey), { force: true });
  }
}

export function defaultImageStore(dataDir: string): ImageStore {
  return new LocalImageStore(path.join(dataDir, 'uploads'));
}
