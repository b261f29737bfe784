import { describe, expect, it } from 'vitest';
import { isXlsxFile, XLSX_MIME } from './xlsxFile';

describe('isXlsxFile (spec 02 §5: by mime type or .xlsx name)', () => {
  it.each([
    ['empleados.xlsx', ''],
    ['EMPLEADOS.XLSX', 'application/octet-stream'],
    ['sin-extension', XLSX_MIME],
  ])('accepts %s (%s)', (name, type) => expect(isXlsxFile({ name, type })).toBe(true));

  it.each([
    ['empleados.xls', 'application/vnd.ms-excel'],
    ['empleados.csv', 'text/csv'],
    ['empleados.xlsx.pdf', 'application/pdf'],
    ['notas.txt', 'text/plain'],
  ])('refuses %s (%s)', (name, type) => expect(isXlsxFile({ name, type })).toBe(false));
});
