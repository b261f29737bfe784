/**
 * Logos (03 §6) against the real on-disk image store: a refused file leaves
 * nothing behind in the store, and an accepted one is stored byte for byte.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/sha256';
import { headerOnlyPng, htmlPolyglotPng, pngDeclaring, realImage, realPng } from '../../test/images';
import { LocalImageStore } from './imageStore';
import { LOGO_MAX_BYTES } from '@abono/domain';
import { storeLogo } from './logoService';

let dir: string;
let store: LocalImageStore;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'abono-logos-'));
  store = new LocalImageStore(dir);
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

describe('storeLogo', () => {
  it('stores a real PNG, JPEG or WebP byte for byte under its public id', async () => {
    for (const bytes of [realPng(120, 100), await realImage('jpeg', 150, 150), await realImage('webp', 200, 120)]) {
      const logo = await storeLogo(store, bytes);
      expect(logo.sha256).toBe(sha256(bytes));
      expect(await fs.readFile(path.join(dir, logo.storageKey))).toEqual(bytes);
    }
    expect(await storedFiles()).toHaveLength(3);
  });

  it.each([
    ['a header-only PNG', () => headerOnlyPng(), 415],
    ['an HTML polyglot PNG', () => htmlPolyglotPng(), 415],
    ['a renamed text file', () => Buffer.from('<html><body>no soy una imagen</body></html>'), 415],
    ['a logo under 100 px', () => realPng(99, 120), 400],
    ['a PNG declaring 60000 × 60000 px', () => pngDeclaring(60_000, 60_000), 413],
    ['a file over 5 MB', () => Buffer.concat([realPng(120, 120), Buffer.alloc(LOGO_MAX_BYTES)]), 413],
    ['an empty file', () => Buffer.alloc(0), 400],
  ])('refuses %s with %i and leaves nothing in the store', async (_name, bytes, status) => {
    await expect(storeLogo(store, bytes())).rejects.toMatchObject({ statusCode: status });
    expect(await storedFiles()).toEqual([]);
  });
});
