/**
 * The bank money request read back by csv-parse (an independent RFC 4180 reader), not by the
 * writer's own code: BOM, CRLF, header, quoting and the formula neutralisation of decision 067.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bankRequestFileName, writeBankRequestCsv, type BankRequestRow } from './bankRequestCsv';

const row = (over: Partial<BankRequestRow> = {}): BankRequestRow => ({
  controlNumber: '1001',
  name: 'Peña Núñez, José',
  tin: 'PENJ800101AB1',
  bankCode: '072',
  accountNumber: '0123456789',
  amount: '1234.50',
  loanId: 7,
  ...over,
});

function readBack(buffer: Buffer): string[][] {
  return parse(buffer, { bom: true, record_delimiter: '\r\n', relax_column_count: false }) as string[][];
}

describe('bank money request CSV', () => {
  it('starts with the UTF-8 BOM, ends every record with CRLF and has the Spanish header', () => {
    const bytes = writeBankRequestCsv([row(), row({ loanId: 8, controlNumber: '1002' })]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4); // header, 2 rows, '' after the last CRLF
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const [header, ...rows] = readBack(bytes);
    expect(header).toEqual(['Número de control', 'Nombre', 'RFC', 'Banco', 'Número de cuenta', 'Monto', 'Préstamo']);
    expect(rows).toEqual([
      ['1001', 'Peña Núñez, José', 'PENJ800101AB1', '072', '0123456789', '1234.50', '7'],
      ['1002', 'Peña Núñez, José', 'PENJ800101AB1', '072', '0123456789', '1234.50', '8'],
    ]);
    // The comma is quoted (RFC 4180), the accents stay UTF-8.
    expect(text).toContain('"Peña Núñez, José"');
  });

  it('writes the amount with a point and two decimals, an 18-digit CLABE whole and no RFC as empty', () => {
    const [, first] = readBack(
      writeBankRequestCsv([
        row({ amount: '5000.00', tin: null, bankCode: '021', accountNumber: '021180012345678907' }),
      ]),
    );
    expect(first).toEqual(['1001', 'Peña Núñez, José', '', '021', '021180012345678907', '5000.00', '7']);
  });

  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@a', "'@a"],
    ['\tTab', "'\tTab"],
    ['\rCR', "'\rCR"],
    ['Ana = Luis', 'Ana = Luis'],
  ])('neutralises the name %j as %j', (name, shown) => {
    const [, first] = readBack(writeBankRequestCsv([row({ name, controlNumber: name })]));
    expect(first?.[0]).toBe(shown);
    expect(first?.[1]).toBe(shown);
  });

  it('quotes quotes and line breaks inside a cell, so a row never splits', () => {
    const rows = readBack(writeBankRequestCsv([row({ name: 'Ana "la" Luz\nSegunda\rlínea' }), row({ loanId: 9 })]));
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[1]).toBe('Ana "la" Luz\nSegunda\rlínea');
    expect(rows[2]?.[6]).toBe('9');
  });

  it('reads back a NUL byte and a 1 MB name whole, in one row', () => {
    const long = '=,"\n'.repeat(250_000);
    const rows = readBack(writeBankRequestCsv([row({ name: 'Ana\u0000Luz' }), row({ name: long })]));
    expect(rows.map((r) => r[1])).toEqual(['Nombre', 'Ana\u0000Luz', `'${long}`]);
  });

  it('writes only the header when there are no rows, and names the file by the business day', () => {
    expect(readBack(writeBankRequestCsv([]))).toHaveLength(1);
    expect(bankRequestFileName('2026-11-27')).toBe('solicitud_bancaria_20261127.csv');
  });
});
