/**
 * A drawn-looking signature PNG (a dark wave on a transparent 300×100 canvas, like signature_pad's),
 * encoded with node:zlib alone, for the soak's loan requests: the bench has no image library.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function signaturePng(width = 300, height = 100): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const stride = width * 4 + 1;
  const pixels = Buffer.alloc(stride * height); // filter byte 0 on each row
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ink = Math.abs(y - height / 2 - (height / 3) * Math.sin(x / 20)) < 3;
      const i = y * stride + 1 + x * 4;
      pixels[i + 2] = 90;
      pixels[i + 3] = ink ? 255 : 0;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
