/**
 * The employee import template (issue 9 §3) read back with exceljs, and opened by LibreOffice
 * (converted to CSV) when LibreOffice is installed (`npm test` installs it as root).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS } from '@abono/domain';
import { employeeTemplate } from './employeeTemplate';

const ROLES = ['employee', 'hr', 'treasury', 'admin'];

function soffice(): string | null {
  for (const bin of ['/usr/bin/soffice', '/usr/bin/libreoffice', '/usr/lib/libreoffice/program/soffice']) if (existsSync(bin)) return bin;
  return null;
}

describe('employee import template', () => {
  it('has the columns with asterisks, an example row, a frozen header and the drop-down lists', async () => {
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
    expect(sheet.getRow(2).getCell(1).value).toBe('EMP-0001');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    for (const [cell, formula] of [
      ['E2', '"hired,fired"'],
      ['E10000', '"hired,fired"'],
      ['G2', '"072,021"'],
      ['J2', '"employee,hr,treasury,admin"'],
    ] as const) {
      expect(sheet.getCell(cell).dataValidation, cell).toMatchObject({ type: 'list', formulae: [formula], allowBlank: true });
    }
    expect(sheet.getCell('A2').dataValidation).toBeUndefined();
  });

  const bin = soffice();
  it.runIf(bin !== null)('opens in LibreOffice: converted to CSV it shows the header and the example', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'abono-template-'));
    try {
      const file = path.join(dir, 'plantilla_empleados.xlsx');
      writeFileSync(file, await employeeTemplate(ROLES));
      // Filter options: comma-separated, double quotes, UTF-8 (76).
      execFileSync(bin!, ['--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', dir, file], { timeout: 120_000, env: { ...process.env, HOME: dir } });
      const csv = readFileSync(path.join(dir, 'plantilla_empleados.csv'), 'utf8').split(/\r?\n/);
      expect(csv[0]).toBe(Object.values(EMPLOYEE_IMPORT_HEADERS).join(','));
      expect(csv[1]).toContain('EMP-0001,María Pérez López');
      expect(csv[1]).toContain('072180001234567897');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  if (bin === null) console.warn('LibreOffice no está instalado: se omite la prueba de apertura de la plantilla en LibreOffice.');
});
