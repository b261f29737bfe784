/**
 * Logos (03 §6, decision 079): what checkLogo refuses, with which status and field message,
 * and what it keeps of an accepted image: the same format and picture, none of its metadata.
 */
import { LOGO_MAX_BYTES } from '@abono/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerOnlyPng, htmlPolyglotPng, pngDeclaring, realImage, realPng, withTextChunk } from '../../test/images';
import { checkLogo } from './logoService';

/** A JPEG carrying EXIF a logo must not leak: author, camera, GPS-like text, and a sideways orientation. */
function jpegWithExif(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Juan Secreto', Copyright: 'Coordenadas 19.4326,-99.1332', Make: 'CamaraX' } });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

describe('checkLogo', () => {
  it('keeps PNG, JPEG and WebP in their own format and size', async () => {
    for (const [bytes, mime, format] of [
      [realPng(120, 100), 'image/png', 'png'],
      [await realImage('jpeg', 150, 150), 'image/jpeg', 'jpeg'],
      [await realImage('webp', 200, 120), 'image/webp', 'webp'],
    ] as const) {
      const logo = await checkLogo(bytes);
      expect(logo.mime).toBe(mime);
      const meta = await sharp(logo.bytes).metadata();
      expect(meta.format).toBe(format);
      const source = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([source.width, source.height]);
    }
  });

  it('strips EXIF and text chunks, and applies the orientation before dropping it', async () => {
    const jpeg = await jpegWithExif(200, 100);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const logo = await checkLogo(jpeg);
    const meta = await sharp(logo.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(logo.bytes.toString('latin1')).not.toMatch(/Juan Secreto|Coordenadas|CamaraX/);

    // Orientation 6 (turn 90°): stored upright, so the sides swap and no tag is left to turn it again.
    const sideways = await checkLogo(await jpegWithExif(200, 100, 6));
    const upright = await sharp(sideways.bytes).metadata();
    expect([upright.width, upright.height, upright.orientation]).toEqual([100, 200, undefined]);

    const png = withTextChunk(realPng(120, 120), 'Author: Juan Secreto');
    const cleanPng = await checkLogo(png);
    expect(cleanPng.bytes.toString('latin1')).not.toContain('Juan Secreto');
    expect(cleanPng.bytes.includes(Buffer.from('tEXt'))).toBe(false);
  });

  it.each([
    ['a header-only PNG', () => headerOnlyPng(), 415, 'messages.invalid_file_type'],
    ['an HTML polyglot PNG', () => htmlPolyglotPng(), 415, 'messages.invalid_file_type'],
    [
      'a renamed text file',
      () => Buffer.from('<html><body>no soy una imagen</body></html>'),
      415,
      'messages.invalid_file_type',
    ],
    ['a GIF', () => Buffer.from('GIF89a'.padEnd(200, '\0')), 415, 'messages.invalid_file_type'],
    ['a logo under 100 px', () => realPng(99, 120), 400, 'messages.logo_too_small'],
    ['a 50 × 50 PNG', () => realPng(50, 50), 400, 'messages.logo_too_small'],
    ['a PNG declaring 60000 × 60000 px', () => pngDeclaring(60_000, 60_000), 413, 'messages.file_too_large'],
    [
      'a file over 5 MB',
      () => Buffer.concat([realPng(120, 120), Buffer.alloc(LOGO_MAX_BYTES)]),
      413,
      'messages.file_too_large',
    ],
    ['an empty file', () => Buffer.alloc(0), 400, 'validation.required'],
  ])('refuses %s with %i naming the logo field', async (_name, bytes, status, field) => {
    await expect(checkLogo(bytes())).rejects.toMatchObject({ statusCode: status, fields: { logo: field } });
  });

  it('says in Spanish how large a logo must be', async () => {
    await expect(checkLogo(realPng(50, 50))).rejects.toMatchObject({
      message: 'El logotipo debe medir al menos 100 × 100 píxeles.',
    });
  });
});
