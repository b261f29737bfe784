/**
 * A small PNG "signature" for the demo loans: a dark squiggle on a transparent
 * background, drawn here so the contract PDF has a real image to embed and no binary
 * asset has to live in the repository.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA PNG of width × height with a squiggle whose shape depends on `variant`. */
export function signaturePng(variant = 0, width = 240, height = 80): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  const ink = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = y * (width * 4 + 1) + 1 + x * 4;
    rows[at] = 20;
    rows[at + 1] = 30;
    rows[at + 2] = 80;
    rows[at + 3] = 255;
  };
  const phase = variant * 0.7;
  for (let x = 20; x < width - 20; x += 1) {
    const t = x / (width - 40);
    const y = Math.round(height / 2 + Math.sin(t * 14 + phase) * (18 - t * 8) + Math.cos(t * 5 + phase) * 6);
    for (let d = -1; d <= 1; d += 1) {
      ink(x, y + d);
      ink(x + 1, y + d);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
