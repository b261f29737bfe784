/**
 * The employee import template read back with exceljs, and opened by
 * LibreOffice (converted to CSV) when LibreOffice is installed (`npm test` installs it as root).
 * The import sheet holds only the header; the example lives on «Instrucciones».
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS, TEMPLATE_EXAMPLE } from '@abono/domain';
import { employeeTemplate } from './employeeTemplate';

const ROLES = ['employee', 'hr', 'treasury', 'admin'];

function soffice(): string | null {
  for (const bin of ['/usr/bin/soffice', '/usr/bin/libreoffice', '/usr/lib/libreoffice/program/soffice'])
    if (existsSync(bin)) return bin;
  return null;
}

describe('employee import template', () => {
  // The example on its own sheet.
  it('has the columns with asterisks, no data row, a frozen header and Spanish drop-down lists', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await employeeTemplate(ROLES)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(EMPLOYEE_IMPORT_HEADERS));
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Número de control*',
      'Nombre*',
      'Correo',
      'Teléfono',
      'Estatus',
      'Número de cuenta',
      'Banco',
      'Centro de trabajo*',
      'RFC',
      'Rol',
    ]);
    // Nothing below the header on the sheet the import reads.
    expect(sheet.actualRowCount).toBe(1);
    const example = book.getWorksheet('Instrucciones')!;
    const exampleRow = example.getRow(example.actualRowCount);
    expect((exampleRow.values as unknown[]).slice(1, 3)).toEqual([
      TEMPLATE_EXAMPLE.controlNumber,
      TEMPLATE_EXAMPLE.name,
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    for (const [cell, formula] of [
      ['E2', '"Contratado,Baja"'],
      ['E10000', '"Contratado,Baja"'],
      ['G2', '"072,021"'],
      ['J2', '"Solicitante,Recursos humanos,Tesorería,Administrador"'],
    ] as const) {
      expect(sheet.getCell(cell).dataValidation, cell).toMatchObject({
        type: 'list',
        formulae: [formula],
        allowBlank: true,
      });
    }
    expect(sheet.getCell('A2').dataValidation).toBeUndefined();
  });

  const bin = soffice();
  it.runIf(bin !== null)(
    'opens in LibreOffice: converted to CSV its import sheet shows the header and no example',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'abono-template-'));
      try {
        const file = path.join(dir, 'plantilla_empleados.xlsx');
        writeFileSync(file, await employeeTemplate(ROLES));
        // Filter options: comma-separated, double quotes, UTF-8 (76).
        execFileSync(
          bin!,
          ['--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', dir, file],
          { timeout: 120_000, env: { ...process.env, HOME: dir } },
        );
        const csv = readFileSync(path.join(dir, 'plantilla_empleados.csv'), 'utf8').split(/\r?\n/);
        expect(csv[0]).toBe(Object.values(EMPLOYEE_IMPORT_HEADERS).join(','));
        expect(csv.slice(1).join('')).not.toContain('EMP-0001');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
  if (bin === null)
    console.warn('LibreOffice no está instalado: se omite la prueba de apertura de la plantilla en LibreOffice.');
});
