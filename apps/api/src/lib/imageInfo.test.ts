/**
 * Uploaded images are decoded fully before they are stored. Every sample
 * is a real file from a real encoder (pngjs, sharp), then damaged the way an attacker or
 * a broken client would: cut, header-only, declaring absurd sizes, or carrying HTML.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pngDeclaring, realImage, realPng as png, withTextChunk } from '../test/images';
import { containsMarkup, inspectImage, readImageInfo, type ImageRules } from './imageInfo';

const RULES: ImageRules = { accept: ['image/png', 'image/jpeg', 'image/webp'], maxPixels: 4_000_000, maxSide: 4096 };

/** The 120 × 110 JPEG or WebP the cases below use. */
const encoded = (format: 'jpeg' | 'webp') => realImage(format, 120, 110);

describe('inspectImage', () => {
  it('accepts real PNG, JPEG and WebP files with their decoded size', async () => {
    expect(await inspectImage(png(300, 100), RULES)).toEqual({
      ok: true,
      info: { mime: 'image/png', width: 300, height: 100 },
    });
    expect(await inspectImage(await encoded('jpeg'), RULES)).toEqual({
      ok: true,
      info: { mime: 'image/jpeg', width: 120, height: 110 },
    });
    expect(await inspectImage(await encoded('webp'), RULES)).toEqual({
      ok: true,
      info: { mime: 'image/webp', width: 120, height: 110 },
    });
  });

  it('refuses the 40-byte header-only PNG and every truncation of a real image', async () => {
    const full = png(300, 100);
    // libvips already refuses to read the header of a PNG with no image data after it.
    expect(await readImageInfo(full.subarray(0, 40))).toBeNull();
    expect(await inspectImage(full.subarray(0, 40), RULES)).toEqual({ ok: false, problem: 'corrupt' });
    expect(await inspectImage(full.subarray(0, full.length - 30), RULES)).toEqual({ ok: false, problem: 'corrupt' });
    const jpeg = await encoded('jpeg');
    expect((await inspectImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), RULES)).ok).toBe(false);
    const webp = await encoded('webp');
    expect((await inspectImage(webp.subarray(0, Math.floor(webp.length / 2)), RULES)).ok).toBe(false);
  });

  it('refuses corrupt pixel data behind a valid header', async () => {
    const bytes = png(300, 100);
    const idat = bytes.indexOf('IDAT', 0, 'latin1');
    for (let i = idat + 8; i < idat + 40; i++) bytes[i] = 0xaa;
    expect(await inspectImage(bytes, RULES)).toEqual({ ok: false, problem: 'corrupt' });
  });

  it('refuses absurd dimensions before decoding (a small file declaring a huge image)', async () => {
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1000);
    // The header is read without decoding: the declared size is known, the pixel limit not yet applied.
    expect(await readImageInfo(bomb)).toEqual({ mime: 'image/png', width: 60_000, height: 60_000 });
    expect(await inspectImage(bomb, RULES)).toEqual({ ok: false, problem: 'too_large' });
    expect(await inspectImage(png(5000, 1), RULES)).toEqual({ ok: false, problem: 'too_large' });
  });

  it('refuses images below the minimum size', async () => {
    expect(await inspectImage(png(99, 300), { ...RULES, minSide: 100 })).toEqual({ ok: false, problem: 'too_small' });
    expect((await inspectImage(png(100, 100), { ...RULES, minSide: 100 })).ok).toBe(true);
  });

  it('refuses HTML polyglots: a valid image that is also a page', async () => {
    const polyglot = withTextChunk(png(120, 120), '<html><script>alert(document.cookie)</script></html>');
    // Still a perfectly decodable PNG…
    expect((await sharp(polyglot).metadata()).width).toBe(120);
    // …but refused.
    expect(await inspectImage(polyglot, RULES)).toEqual({ ok: false, problem: 'markup' });
    const svgTail = Buffer.concat([await encoded('jpeg'), Buffer.from('<svg onload=alert(1)>')]);
    expect(await inspectImage(svgTail, RULES)).toEqual({ ok: false, problem: 'markup' });
  });

  it('refuses what is not an accepted image, whatever it is called', async () => {
    expect(await inspectImage(Buffer.from('<html><body>hola</body></html>'), RULES)).toEqual({
      ok: false,
      problem: 'not_image',
    });
    expect(await inspectImage(Buffer.from('GIF89a'.padEnd(64, '\0')), RULES)).toEqual({
      ok: false,
      problem: 'not_image',
    });
    expect(await inspectImage(Buffer.alloc(0), RULES)).toEqual({ ok: false, problem: 'not_image' });
    expect(await inspectImage(await encoded('jpeg'), { ...RULES, accept: ['image/png'] })).toEqual({
      ok: false,
      problem: 'not_image',
    });
  });
});

describe('containsMarkup', () => {
  it('finds script, html and svg markers in any case, not ordinary bytes', () => {
    expect(containsMarkup(Buffer.from('xx<SCRIPT>'))).toBe(true);
    expect(containsMarkup(Buffer.from('<!DOCTYPE html>'))).toBe(true);
    expect(containsMarkup(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(true);
    expect(containsMarkup(Buffer.from('a <b> c < d, svgz, img.png'))).toBe(false);
    expect(containsMarkup(png(200, 200))).toBe(false);
    // XMP metadata, as design tools embed it in ordinary logos, is not markup a browser runs.
    expect(
      containsMarkup(
        Buffer.from(
          '<?xpacket begin=""?><?xml version="1.0"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>',
        ),
      ),
    ).toBe(false);
  });
});
