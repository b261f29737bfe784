/**
 * Uploaded images are decoded fully before they are stored (issue 6 §1.4). Every sample
 * is a real file from a real encoder (pngjs, sharp), then damaged the way an attacker or
 * a broken client would: cut, header-only, declaring absurd sizes, or carrying HTML.
 */
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { containsMarkup, inspectImage, readImageInfo, type ImageRules } from './imageInfo';

const RULES: ImageRules = { accept: ['image/png', 'image/jpeg', 'image/webp'], maxPixels: 4_000_000, maxSide: 4096 };

function png(width: number, height: number): Buffer {
  const img = new PNG({ width, height });
  for (let i = 0; i < img.data.length; i += 4) {
    img.data[i] = (i / 4) % 251;
    img.data[i + 1] = 80;
    img.data[i + 2] = 160;
    img.data[i + 3] = 255;
  }
  return PNG.sync.write(img);
}

async function encoded(format: 'jpeg' | 'webp', width = 120, height = 110): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  return (format === 'jpeg' ? image.jpeg() : image.webp()).toBuffer();
}

/** A PNG with an extra ancillary text chunk (valid CRC), the classic polyglot hiding place. */
function withTextChunk(pngBytes: Buffer, text: string): Buffer {
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`Comment\0${text}`, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const ihdrEnd = 8 + 25;
  return Buffer.concat([pngBytes.subarray(0, ihdrEnd), length, body, crc, pngBytes.subarray(ihdrEnd)]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** The IHDR of a real PNG rewritten to declare another size (CRC fixed, so only the size lies). */
function declaringSize(pngBytes: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(pngBytes);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('inspectImage', () => {
  it('accepts real PNG, JPEG and WebP files with their decoded size', async () => {
    expect(await inspectImage(png(300, 100), RULES)).toEqual({ ok: true, info: { mime: 'image/png', width: 300, height: 100 } });
    expect(await inspectImage(await encoded('jpeg'), RULES)).toEqual({ ok: true, info: { mime: 'image/jpeg', width: 120, height: 110 } });
    expect(await inspectImage(await encoded('webp'), RULES)).toEqual({ ok: true, info: { mime: 'image/webp', width: 120, height: 110 } });
  });

  it('refuses the 40-byte header-only PNG and every truncation of a real image', async () => {
    const full = png(300, 100);
    expect(readImageInfo(full.subarray(0, 40))).not.toBeNull(); // the header alone looks fine…
    expect(await inspectImage(full.subarray(0, 40), RULES)).toEqual({ ok: false, problem: 'corrupt' }); // …the decode does not
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
    const bomb = declaringSize(png(10, 10), 60_000, 60_000);
    expect(bomb.length).toBeLessThan(1000);
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
    expect(await inspectImage(Buffer.from('<html><body>hola</body></html>'), RULES)).toEqual({ ok: false, problem: 'not_image' });
    expect(await inspectImage(Buffer.from('GIF89a'.padEnd(64, '\0')), RULES)).toEqual({ ok: false, problem: 'not_image' });
    expect(await inspectImage(Buffer.alloc(0), RULES)).toEqual({ ok: false, problem: 'not_image' });
    expect(await inspectImage(await encoded('jpeg'), { ...RULES, accept: ['image/png'] })).toEqual({ ok: false, problem: 'not_image' });
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
    expect(containsMarkup(Buffer.from('<?xpacket begin=""?><?xml version="1.0"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>'))).toBe(false);
  });
});
