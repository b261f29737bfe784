/**
 * Real image files for upload tests, made by real encoders (pngjs, sharp), and the
 * damaged variants an attacker sends: header-only, cut short, HTML polyglot, a small file
 * declaring a huge image. The PNGs come from pngjs because sharp encodes asynchronously
 * only, and these build fixtures synchronously in dozens of tests (decision 063).
 */
import { PNG } from 'pngjs';
import sharp from 'sharp';

export function realPng(width: number, height: number): Buffer {
  const img = new PNG({ width, height });
  for (let i = 0; i < img.data.length; i += 4) {
    img.data[i] = (i / 4) % 251;
    img.data[i + 1] = 90;
    img.data[i + 2] = 170;
    img.data[i + 3] = 255;
  }
  return PNG.sync.write(img);
}

/** A drawn-looking signature: a dark wave on a transparent canvas, like signature_pad's PNG. */
export function signaturePng(width = 300, height = 100): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data[i + 2] = 90;
      png.data[i + 3] = Math.abs(y - height / 2 - (height / 3) * Math.sin(x / 20)) < 3 ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

export function realImage(format: 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 190 } } });
  return (format === 'jpeg' ? canvas.jpeg() : canvas.webp()).toBuffer();
}

/** The first 40 bytes of a real PNG: signature and IHDR, no image data: it passes a magic-byte check, not a decoder. */
export function headerOnlyPng(width = 300, height = 100): Buffer {
  return realPng(width, height).subarray(0, 40);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A PNG with an extra ancillary tEXt chunk (valid CRC): the classic polyglot hiding place. */
export function withTextChunk(pngBytes: Buffer, text: string): Buffer {
  const body = Buffer.from('tEXt' + `Comment\0${text}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([pngBytes.subarray(0, 33), length, body, crc, pngBytes.subarray(33)]);
}

/** A real PNG with HTML in a valid tEXt chunk: decodes as an image and reads as a page. */
export function htmlPolyglotPng(width = 150, height = 150): Buffer {
  return withTextChunk(realPng(width, height), '<html><body><script>fetch("/api/auth/me")</script></body></html>');
}

/** A small real PNG whose header (CRC fixed) declares width × height. */
export function pngDeclaring(width: number, height: number): Buffer {
  const out = Buffer.from(realPng(10, 10));
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}
