/**
 * HSBC.csv read back with csv-parse: the MXPRLF header fields, details, CRLF, no BOM, and names
 * that cannot break a row (decision 067).
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { HSBC_FILE_NAME, hsbcDebitAccount, writeHsbcCsv, type HsbcDetail, type HsbcFile } from './hsbcCsv';

const detail = (over: Partial<HsbcDetail> = {}): HsbcDetail => ({
  account: '4012345678',
  amount: '1234.50',
  beneficiary: 'Peña Núñez',
  ...over,
});
const file = (over: Partial<HsbcFile> = {}): HsbcFile => ({
  debitAccount: '4000000001',
  date: '2026-11-27',
  batchReference: 'ABONO000123',
  details: [detail()],
  ...over,
});

function readBack(bytes: Buffer): string[][] {
  return parse(bytes, { record_delimiter: '\r\n', relax_column_count: true }) as string[][];
}

describe('HSBC.csv', () => {
  it('writes the MXPRLF header with the debit account, total, count, date and batch reference', () => {
    const bytes = writeHsbcCsv(
      file({ details: [detail(), detail({ amount: '0.01' }), detail({ amount: '100000.00', account: '4099999999' })] }),
    );
    expect(bytes[0]).toBe('M'.charCodeAt(0)); // no BOM
    const text = bytes.toString('latin1');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(0, -2).split('\r\n')).toHaveLength(4);
    expect(text).not.toContain('"');
    const [header, ...details] = readBack(bytes);
    expect(header).toEqual(['MXPRLF', 'F', '4000000001', '00000010123451', '0000003', '27112026', '', 'ABONO000123']);
    expect(details).toEqual([
      ['4012345678', '00000000123450', 'PRESTAMO NOMINA', 'PENA NUNEZ'],
      ['4012345678', '00000000000001', 'PRESTAMO NOMINA', 'PENA NUNEZ'],
      ['4099999999', '00000010000000', 'PRESTAMO NOMINA', 'PENA NUNEZ'],
    ]);
    expect(details.reduce((acc, d) => acc + BigInt(d[1]!), 0n)).toBe(BigInt(header![3]!));
    expect(details.every((d) => d[1]!.length === 14 && d[2]!.length <= 34)).toBe(true);
    expect(HSBC_FILE_NAME).toBe('HSBC.csv');
  });

  it('folds the beneficiary to ASCII, strips commas and quotes, and cuts it at 35', () => {
    const names = ['Pérez, Juan "Juanito"', '=HYPERLINK("http://x","y")', 'Ñ'.repeat(50), '+1\t-1\n@a'];
    const [, ...details] = readBack(
      writeHsbcCsv(file({ details: names.map((beneficiary) => detail({ beneficiary })) })),
    );
    expect(details.map((d) => d.length)).toEqual([4, 4, 4, 4]);
    expect(details.map((d) => d[3])).toEqual(['PEREZ JUAN JUANITO', 'HYPERLINK HTTP X Y', 'N'.repeat(35), '1 1 A']);
  });

  it('keeps four fields per detail with a NUL byte or a 1 MB name', () => {
    const names = ['Ana\u0000Luz', `${'a,'.repeat(500_000)}`, `${'x'.repeat(34)} y`];
    const [, ...details] = readBack(
      writeHsbcCsv(file({ details: names.map((beneficiary) => detail({ beneficiary })) })),
    );
    expect(details.map((d) => d[3])).toEqual(['ANA LUZ', 'A A A A A A A A A A A A A A A A A A', 'X'.repeat(34)]);
  });

  it('accepts as debit account only exactly 10 digits', () => {
    expect(hsbcDebitAccount('4000000001')).toBe('4000000001');
    expect(hsbcDebitAccount(' 4000000001 ')).toBe('4000000001');
    expect(hsbcDebitAccount('400000000112')).toBeNull();
    expect(hsbcDebitAccount(null)).toBeNull();
    expect(hsbcDebitAccount('')).toBeNull();
    expect(() => writeHsbcCsv(file({ debitAccount: '021180000000000011' }))).toThrow(Error);
  });

  it('throws on a field that cannot fit', () => {
    expect(() => writeHsbcCsv(file({ details: [detail({ account: '021180000000000011' })] }))).toThrow(Error);
    expect(() => writeHsbcCsv(file({ details: [detail({ amount: '1000000000000.00' })] }))).toThrow(Error);
    expect(() => writeHsbcCsv(file({ details: [detail({ amount: '0' })] }))).toThrow(Error);
    expect(() => writeHsbcCsv(file({ batchReference: 'X'.repeat(35) }))).toThrow(Error);
    expect(() => writeHsbcCsv(file({ date: '2026/11/27' }))).toThrow(Error);
  });

  it('writes only the header, with a zero total, when there are no details', () => {
    expect(readBack(writeHsbcCsv(file({ details: [] })))).toEqual([
      ['MXPRLF', 'F', '4000000001', '00000000000000', '0000000', '27112026', '', 'ABONO000123'],
    ]);
  });
});
