/**
 * Workbooks whose two zip indexes disagree, made by editing the bytes of a real
 * workbook written by exceljs: an entry only the local headers show, a local header that names
 * or sizes an entry differently from the central directory, bytes before or after the archive.
 * Offsets are shifted so the central directory alone still reads as a sound workbook — as a
 * careful attacker would leave it.
 */
import { crc32, deflateRawSync } from 'node:zlib';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

function endOffset(bytes: Buffer): number {
  const at = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (at < 0 || bytes.readUInt32LE(at) !== END) throw new Error('not a zip');
  return at;
}

/** The central directory records: where each starts and the local header offset it names. */
export function centralRecords(bytes: Buffer): { at: number; name: string; localOffset: number }[] {
  const end = endOffset(bytes);
  const records = [];
  let at = bytes.readUInt32LE(end + 16);
  while (at < end && bytes.readUInt32LE(at) === CENTRAL) {
    const nameLength = bytes.readUInt16LE(at + 28);
    records.push({
      at,
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return records;
}

/** A local header and data for `name` holding `content` (deflated when `deflate`). */
export function localEntry(name: string, content: Buffer, deflate = false): Buffer {
  const data = deflate ? deflateRawSync(content, { level: 9 }) : content;
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(deflate ? 8 : 0, 8);
  header.writeUInt32LE(crc32(content), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

/**
 * `extra` inserted at byte `at` of the archive's entries (0: before the first entry; the central
 * directory's offset: after the last), with every offset the central directory holds moved past it.
 */
export function insertBytes(bytes: Buffer, extra: Buffer, at: number): Buffer {
  const end = endOffset(bytes);
  const directory = bytes.readUInt32LE(end + 16);
  if (at > directory) throw new Error('insert within the entries');
  const out = Buffer.concat([bytes.subarray(0, at), extra, bytes.subarray(at)]);
  const shift = (offset: number) => (offset >= at ? offset + extra.length : offset);
  for (const record of centralRecords(bytes))
    out.writeUInt32LE(shift(record.localOffset), record.at + extra.length + 42);
  out.writeUInt32LE(directory + extra.length, end + extra.length + 16);
  return out;
}

/** A copy whose local header of `name` is changed by `edit` (given the header's offset). */
export function editLocalHeader(bytes: Buffer, name: string, edit: (out: Buffer, at: number) => void): Buffer {
  const record = centralRecords(bytes).find((r) => r.name === name);
  if (!record) throw new Error(`no entry ${name}`);
  const out = Buffer.from(bytes);
  edit(out, record.localOffset);
  return out;
}

/** A copy whose central record of `name` is changed by `edit` (given the record's offset). */
export function editCentralRecord(bytes: Buffer, name: string, edit: (out: Buffer, at: number) => void): Buffer {
  const record = centralRecords(bytes).find((r) => r.name === name);
  if (!record) throw new Error(`no entry ${name}`);
  const out = Buffer.from(bytes);
  edit(out, record.at);
  return out;
}

/** The first sheet's XML with these rows of inline strings and numbers. */
export function sheetXml(rows: (string | number)[][]): Buffer {
  const cell = (value: string | number, ref: string) =>
    typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v, c) => cell(v, `${String.fromCharCode(65 + c)}${r + 1}`)).join('')}</row>`,
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`,
  );
}
