/** The repository's copies of the payroll samples are the shared originals, byte for byte. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAMPLES_DIR, SHARED_SAMPLES_DIR } from './spreadsheets';

const shared = fileURLToPath(SHARED_SAMPLES_DIR);

describe('payroll samples', () => {
  it('the copies are present', () => {
    expect(readdirSync(fileURLToPath(SAMPLES_DIR)).sort()).toEqual([
      'README.md',
      'ahorros-excel97.xls',
      'ahorros-limpio.xlsx',
      'ahorros-reporte-nomina.xlsx',
      'empleados-captura.xlsx',
    ]);
  });
  it.runIf(existsSync(shared))('equal the shared originals', () => {
    for (const name of readdirSync(shared)) {
      expect(
        Buffer.compare(readFileSync(new URL(name, SAMPLES_DIR)), readFileSync(new URL(name, SHARED_SAMPLES_DIR))),
        name,
      ).toBe(0);
    }
  });
});
