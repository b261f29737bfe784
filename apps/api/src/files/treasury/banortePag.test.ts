/**
 * The Banorte .PAG read back field by field at the positions of 03 §4, written out here (not
 * imported from the writer), so a shifted field fails: header and detail records of 165 characters,
 * CRLF, totals equal to the details' sum, padding, accent folding and the names of decision 067.
 */
import { describe, expect, it } from 'vitest';
import {
  banorteEmisora,
  banorteEmployeeNumber,
  banorteFileName,
  writeBanortePag,
  type BanorteDetail,
  type BanorteFile,
} from './banortePag';

/** [name, start (0-based), length] in the order of 03 §4. */
const HEADER_FIELDS = [
  ['type', 0, 1],
  ['service', 1, 2],
  ['emisora', 3, 5],
  ['processDate', 8, 8],
  ['consecutive', 16, 2],
  ['count', 18, 6],
  ['total', 24, 15],
  ['altasCount', 39, 6],
  ['altasAmount', 45, 15],
  ['bajasCount', 60, 6],
  ['bajasAmount', 66, 15],
  ['toVerify', 81, 6],
  ['action', 87, 1],
  ['filler', 88, 77],
] as const;
const DETAIL_FIELDS = [
  ['type', 0, 1],
  ['date', 1, 8],
  ['employeeNumber', 9, 10],
  ['serviceReference', 19, 40],
  ['legend', 59, 40],
  ['amount', 99, 15],
  ['bank', 114, 3],
  ['accountType', 117, 2],
  ['account', 119, 18],
  ['movement', 137, 1],
  ['action', 138, 1],
  ['iva', 139, 8],
  ['filler', 147, 18],
] as const;

function slice(line: string, fields: readonly (readonly [string, number, number])[]): Record<string, string> {
  return Object.fromEntries(fields.map(([name, start, length]) => [name, line.slice(start, start + length)]));
}

function readBack(bytes: Buffer): { header: Record<string, string>; details: Record<string, string>[] } {
  const text = bytes.toString('latin1');
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).toHaveLength(165);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
  }
  return { header: slice(lines[0]!, HEADER_FIELDS), details: lines.slice(1).map((l) => slice(l, DETAIL_FIELDS)) };
}

const detail = (over: Partial<BanorteDetail> = {}): BanorteDetail => ({
  employeeNumber: '1001',
  legend: 'Peña Núñez',
  amount: '1234.50',
  bankCode: '072',
  account: '0123456789',
  ...over,
});
const file = (over: Partial<BanorteFile> = {}): BanorteFile => ({
  issuerCode: '123',
  date: '2026-11-27',
  sequence: 1,
  details: [detail()],
  ...over,
});

describe('Banorte .PAG', () => {
  it('writes a header whose totals are the sum of the details, every record 165 characters and CRLF', () => {
    const bytes = writeBanortePag(
      file({
        details: [
          detail(),
          detail({ employeeNumber: '1002', amount: '0.01', bankCode: '021', account: '021180000000000011' }),
          detail({ employeeNumber: '1003', amount: '99999.99' }),
        ],
      }),
    );
    expect(bytes.length).toBe(4 * 167);
    const { header, details } = readBack(bytes);
    expect(header).toEqual({
      type: 'H',
      service: 'NE',
      emisora: '00123',
      processDate: '20261127',
      consecutive: '01',
      count: '000003',
      total: '000000010123450', // 1234.50 + 0.01 + 99999.99 = 101234.50
      altasCount: '000000',
      altasAmount: '000000000000000',
      bajasCount: '000000',
      bajasAmount: '000000000000000',
      toVerify: '000000',
      action: '0',
      filler: ' '.repeat(77),
    });
    expect(details.map((d) => d.amount)).toEqual(['000000000123450', '000000000000001', '000000009999999']);
    const sum = details.reduce((acc, d) => acc + BigInt(d.amount!), 0n);
    expect(sum).toBe(BigInt(header.total!));
    expect(details).toHaveLength(Number(header.count));
  });

  it('pads each detail field: employee number, blank reference, folded legend, type 01 / 40, account to 18', () => {
    const { details } = readBack(
      writeBanortePag(
        file({
          details: [detail(), detail({ employeeNumber: 'EMP-0042', bankCode: '021', account: '021180000000000011' })],
        }),
      ),
    );
    expect(details[0]).toEqual({
      type: 'D',
      date: '20261127',
      employeeNumber: '0000001001',
      serviceReference: ' '.repeat(40),
      legend: 'PENA NUNEZ'.padEnd(40, ' '),
      amount: '000000000123450',
      bank: '072',
      accountType: '01',
      account: '000000000123456789',
      movement: '0',
      action: ' ',
      iva: '00000000',
      filler: ' '.repeat(18),
    });
    expect(details[1]).toMatchObject({
      employeeNumber: '0000000042',
      bank: '021',
      accountType: '40',
      account: '021180000000000011',
    });
  });

  it('folds accents and other characters to ASCII upper case and cuts the legend at 40', () => {
    const names = ['Peña Núñez', 'José Ángel  Güémez-Ødegaard', '=HYPERLINK("http://x","y")', 'A'.repeat(60), 'Ñ\tñ'];
    const { details } = readBack(writeBanortePag(file({ details: names.map((legend) => detail({ legend })) })));
    expect(details.map((d) => d.legend!.trimEnd())).toEqual([
      'PENA NUNEZ',
      'JOSE ANGEL GUEMEZ DEGAARD',
      'HYPERLINK HTTP X Y',
      'A'.repeat(40),
      'N N',
    ]);
  });

  it('keeps every record at 165 characters with a NUL byte or a 1 MB name', () => {
    const { details } = readBack(
      writeBanortePag(
        file({ details: [detail({ legend: 'Ana\u0000Luz' }), detail({ legend: 'ñ'.repeat(1_000_000) })] }),
      ),
    );
    expect(details.map((d) => d.legend!.trimEnd())).toEqual(['ANA LUZ', 'N'.repeat(40)]);
  });

  it('writes the sequence as the header consecutive and the NN of the name', () => {
    const { header } = readBack(writeBanortePag(file({ sequence: 2 })));
    expect(header.consecutive).toBe('02');
    expect(banorteFileName('123', '2026-11-27', 1)).toBe('NI0012301.PAG');
    expect(banorteFileName('12345', '2026-11-27', 2)).toBe('NI1234502.PAG');
    expect(banorteFileName('12345', '2026-11-27', 99)).toBe('NI1234599.PAG');
    expect(() => banorteFileName('12345', '2026-11-27', 100)).toThrow(Error);
    expect(() => writeBanortePag(file({ sequence: 100 }))).toThrow(Error);
  });

  it('uses emisora 00000 and the pagos_ name without an issuer code', () => {
    const { header } = readBack(writeBanortePag(file({ issuerCode: null })));
    expect(header.emisora).toBe('00000');
    expect(banorteFileName(null, '2026-11-27', 1)).toBe('pagos_20261127.PAG');
    expect(banorteFileName(null, '2026-11-27', 2)).toBe('pagos_20261127_02.PAG');
  });

  it('accepts as emisora only an issuer code of 1 to 5 digits', () => {
    expect(banorteEmisora(null)).toBe('00000');
    expect(banorteEmisora('123')).toBe('00123');
    expect(banorteEmisora('99999')).toBe('99999');
    expect(banorteEmisora('ABC12')).toBeNull();
    expect(banorteEmisora('123456')).toBeNull();
    expect(() => writeBanortePag(file({ issuerCode: 'ABC12' }))).toThrow(Error);
    expect(() => banorteFileName('123456', '2026-11-27', 1)).toThrow(Error);
  });

  it('keeps the last 10 digits of a control number as the employee number', () => {
    expect(banorteEmployeeNumber('1001')).toBe('0000001001');
    expect(banorteEmployeeNumber('A-12-B')).toBe('0000000012');
    expect(banorteEmployeeNumber('ABC')).toBe('0000000000');
    expect(banorteEmployeeNumber('123456789012')).toBe('3456789012');
  });

  it('writes only the header, with zero totals, when there are no details', () => {
    const { header, details } = readBack(writeBanortePag(file({ details: [] })));
    expect(details).toEqual([]);
    expect(header).toMatchObject({ count: '000000', total: '0'.repeat(15) });
  });

  it('throws on a field that cannot fit or an account the layout cannot carry', () => {
    expect(() => writeBanortePag(file({ details: [detail({ amount: '99999999999999.99' })] }))).toThrow(Error);
    expect(() => writeBanortePag(file({ details: [detail({ amount: '0.00' })] }))).toThrow(Error);
    expect(() => writeBanortePag(file({ details: [detail({ bankCode: '021' })] }))).toThrow(/10-digit Banorte/);
    expect(() => writeBanortePag(file({ details: [detail({ account: '12345' })] }))).toThrow(Error);
    expect(() => writeBanortePag(file({ date: '27/11/2026' }))).toThrow(Error);
  });
});
