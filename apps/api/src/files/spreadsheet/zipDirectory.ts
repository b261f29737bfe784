/**
 * The entries of an .xlsx as its central directory lists them, and the archive refused unless
 * its local headers say exactly the same (decision 050). A zip has two indexes: the
 * central directory at the end (what the upload check inflates, through yauzl) and a local header
 * before each entry's data (what exceljs's streaming reader walks, through unzipper). A crafted
 * file can hold an entry only one of them shows — a hidden sheet that sets a savings to
 * 31,337.00, or a hidden entry that inflates to 300 MB — so:
 *  - `zipDirectory` accepts only an archive laid out as entries back to back from byte 0, then
 *    the central directory, then its end record and nothing after; each local header matching
 *    its central record (name, reading flags, method, CRC and sizes, the data descriptor too). An extra
 *    local entry, a different name, size or offset, overlapping entries or bytes before, between
 *    or after are all `spreadsheet_inconsistent` (400).
 *  - `centralDirectoryZip` is what the parser reads: the same entries rewritten from the
 *    central directory with their sizes in the local header (no data descriptor to scan for,
 *    so no byte inside an entry's data can pass for the start of another entry).
 */
import { AppError } from '../../lib/appError';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DESCRIPTOR = 0x08074b50;
/** The general purpose flag bit saying the sizes follow the data (a data descriptor). */
const HAS_DESCRIPTOR = 0x08;
/**
 * The flag bits that change how an entry is read: encrypted, sizes in a descriptor, UTF-8 name.
 * The others (deflate level hints) may differ between the two headers without changing a byte read.
 */
const READ_FLAGS = 0x0809;

export interface ZipEntry {
  name: Buffer;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the local header starts, and where the entry's data starts. */
  headerOffset: number;
  dataOffset: number;
}

const inconsistent = () => new AppError('spreadsheet_inconsistent');
const unreadable = () => new AppError('spreadsheet_unreadable');

/** The end record's offset: the one whose comment reaches exactly the end of the file. */
function endRecordOffset(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  // No end record, or bytes after it (its comment length does not reach the end).
  throw bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= 0 ? inconsistent() : unreadable();
}

function centralEntries(bytes: Buffer): ZipEntry[] {
  const end = endRecordOffset(bytes);
  // A workbook of at most 10 MB never needs zip64; its extra sizes would be a third index.
  if (end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw unreadable();
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const onDisk = bytes.readUInt16LE(end + 8);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count) throw unreadable();
  // The directory ends where the end record starts: nothing between them.
  if (offset + size !== end) throw inconsistent();
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = offset;
  while (at < end) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw inconsistent();
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw inconsistent();
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      time: bytes.readUInt16LE(at + 12),
      date: bytes.readUInt16LE(at + 14),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      headerOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength),
      dataOffset: 0,
    };
    if (
      entry.compressedSize === 0xffffffff ||
      entry.uncompressedSize === 0xffffffff ||
      entry.headerOffset === 0xffffffff
    )
      throw unreadable();
    // Two entries of one name: which one a reader takes is the reader's choice.
    const key = entry.name.toString('latin1');
    if (names.has(key)) throw inconsistent();
    names.add(key);
    entries.push(entry);
    at = next;
  }
  if (at !== end || entries.length !== count) throw inconsistent();
  return entries;
}

/** Where this entry's local record ends (after its data and data descriptor), when it matches its central record. */
function checkLocal(bytes: Buffer, entry: ZipEntry, limit: number): number {
  const at = entry.headerOffset;
  if (at + 30 > limit || bytes.readUInt32LE(at) !== LOCAL) throw inconsistent();
  const nameLength = bytes.readUInt16LE(at + 26);
  const dataOffset = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
  const flags = bytes.readUInt16LE(at + 6);
  if ((flags & READ_FLAGS) !== (entry.flags & READ_FLAGS) || bytes.readUInt16LE(at + 8) !== entry.method)
    throw inconsistent();
  if (dataOffset > limit || !bytes.subarray(at + 30, at + 30 + nameLength).equals(entry.name)) throw inconsistent();
  const crc = bytes.readUInt32LE(at + 14);
  const compressed = bytes.readUInt32LE(at + 18);
  const uncompressed = bytes.readUInt32LE(at + 22);
  const sameSizes = (c: number, s: number, u: number) =>
    c === entry.crc && s === entry.compressedSize && u === entry.uncompressedSize;
  const dataEnd = dataOffset + entry.compressedSize;
  if (dataEnd > limit) throw inconsistent();
  entry.dataOffset = dataOffset;
  if ((flags & HAS_DESCRIPTOR) === 0) {
    if (!sameSizes(crc, compressed, uncompressed)) throw inconsistent();
    return dataEnd;
  }
  // Sizes after the data: the local header holds zeros (or the same figures), the descriptor the figures.
  if (!sameSizes(crc, compressed, uncompressed) && (crc !== 0 || compressed !== 0 || uncompressed !== 0))
    throw inconsistent();
  const read = (from: number) =>
    from + 12 <= limit
      ? ([bytes.readUInt32LE(from), bytes.readUInt32LE(from + 4), bytes.readUInt32LE(from + 8)] as const)
      : null;
  const signed = dataEnd + 4 <= limit && bytes.readUInt32LE(dataEnd) === DESCRIPTOR ? read(dataEnd + 4) : null;
  if (signed && sameSizes(...signed)) return dataEnd + 16;
  const bare = read(dataEnd);
  if (bare && sameSizes(...bare)) return dataEnd + 12;
  throw inconsistent();
}

/**
 * The central directory's entries of an .xlsx whose every byte is accounted for: entries back to
 * back from byte 0 in local-header order, each matching its central record, then the directory.
 */
export function zipDirectory(bytes: Buffer): ZipEntry[] {
  if (bytes.length < 22) throw unreadable();
  const entries = centralEntries(bytes);
  const directoryStart = bytes.readUInt32LE(endRecordOffset(bytes) + 16);
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.headerOffset - b.headerOffset)) {
    // A gap is bytes no index names (a hidden local entry); an overlap is two entries sharing bytes.
    if (entry.headerOffset !== expected) throw inconsistent();
    expected = checkLocal(bytes, entry, directoryStart);
  }
  if (expected !== directoryStart) throw inconsistent();
  return entries;
}

/**
 * The archive the parser reads, as chunks: each central-directory entry (in local order, which
 * the check made the file's order) under a fresh local header with its sizes and CRC and no
 * extra field, then its data as the check inflated it, then a central directory of those.
 */
export function* centralDirectoryZip(bytes: Buffer): Generator<Buffer> {
  const entries = zipDirectory(bytes).sort((a, b) => a.headerOffset - b.headerOffset);
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const flags = entry.flags & ~HAS_DESCRIPTOR;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(entry.time, 10);
    local.writeUInt16LE(entry.date, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressedSize, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 26);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, entry.name);
    offset += 30 + entry.name.length + entry.compressedSize;
    yield Buffer.concat([local, entry.name]);
    yield bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  yield* directory;
  yield end;
}
