import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside every text file, decoding to the same bytes, and skips images', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'abono-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const js = Buffer.from('export const saludo = "¡Hola!";\n'.repeat(200));
    writeFileSync(path.join(dir, 'assets', 'app-abc.js'), js);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Abono</title>');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    expect(precompressDir(dir)).toBe(2);
    const br = readFileSync(path.join(dir, 'assets', 'app-abc.js.br'));
    expect(br.length).toBeLessThan(js.length / 10);
    expect(brotliDecompressSync(br).equals(js)).toBe(true);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'app-abc.js.gz'))).equals(js)).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});
