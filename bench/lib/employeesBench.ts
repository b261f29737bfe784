/**
 * The employees targets on a company of 50,000 employees (seedLargeCompany):
 *  - GET /api/employees, first page in the default sort and a broad search, 10 connections:
 *    p95 ≤ 150 ms (autocannon reports p97.5, which bounds p95 from above);
 *  - POST /api/employees/import of a 10,000-row template file (new employees, every column
 *    filled): ≤ 5 s end to end, server RSS growth ≤ 200 MB; then the same file again, which
 *    changes nothing (informative).
 */
import { EMPLOYEE_IMPORT_HEADERS, clabeCheckDigit } from '@abono/domain';
import { listLatency, type ListLatency } from './load';
import type { LargeCompany } from './seedLargeCompany';
import { measureSpreadsheetUpload } from './spreadsheetUpload';
import { xlsxFile } from './xlsxFile';

export interface ImportRun {
  ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  status: number;
  created: number;
  unchanged: number;
  errors: number;
}

export interface EmployeesBenchResult {
  lists: ListLatency[];
  rows: number;
  fileKb: number;
  firstImport: ImportRun;
  secondImport: ImportRun;
}

export const IMPORT_ROWS = 10_000;

/** The import template filled as HR would: every column, a valid CLABE per row. */
export function employeeImportFile(rows: number, prefix = 'IMP'): Promise<Buffer> {
  return xlsxFile('Empleados', employeeImportRows(rows, prefix));
}

function* employeeImportRows(rows: number, prefix: string): Generator<unknown[]> {
  yield Object.values(EMPLOYEE_IMPORT_HEADERS);
  for (let i = 1; i <= rows; i++) {
    const n = String(i).padStart(6, '0');
    const first17 = `07218000${n}000`;
    yield [
      `${prefix}-${n}`,
      `Persona Importada ${i}`,
      `persona${i}@ejemplo.mx`,
      `477${String(i).padStart(7, '0')}`,
      i % 20 === 0 ? 'fired' : 'hired',
      `${first17}${clabeCheckDigit(first17)}`,
      '072',
      i % 2 === 0 ? 'Planta León' : 'Oficinas',
      // A valid RFC (the import enforces the pattern), unique per row: the homoclave is i in base 36.
      `IMPO800101${i.toString(36).toUpperCase().padStart(3, '0')}`,
      'employee',
    ];
  }
}

async function importOnce(
  baseUrl: string,
  serverPid: number,
  headers: Record<string, string>,
  companyId: number,
  file: Buffer,
): Promise<ImportRun> {
  const upload = await measureSpreadsheetUpload(
    `${baseUrl}/api/employees/import`,
    headers,
    { companyId, file, fileName: 'empleados.xlsx', serverPid },
    async (res) => (await res.json()) as { results?: { success: { action: string }[]; errors: unknown[] } },
  );
  const success = upload.body.results?.success ?? [];
  return {
    ms: upload.ms,
    rssBeforeMb: upload.rssBeforeMb,
    rssPeakMb: upload.rssPeakMb,
    status: upload.status,
    created: success.filter((r) => r.action === 'created').length,
    unchanged: success.filter((r) => r.action === 'unchanged').length,
    errors: upload.body.results?.errors.length ?? 0,
  };
}

export async function benchEmployees(
  baseUrl: string,
  serverPid: number,
  headers: Record<string, string>,
  company: LargeCompany,
): Promise<EmployeesBenchResult> {
  const c = company.companyId;
  const lists = [
    await listLatency('primera página, orden por defecto', `${baseUrl}/api/employees?company_id=${c}`, headers),
    await listLatency(
      'búsqueda amplia (nombre, orden por nombre descendente, página 3 de 50)',
      `${baseUrl}/api/employees?company_id=${c}&search=${encodeURIComponent('prueba 4')}` +
        '&sort=name&order=desc&page=3&page_size=50',
      headers,
    ),
  ];
  const file = await employeeImportFile(IMPORT_ROWS);
  const firstImport = await importOnce(baseUrl, serverPid, headers, c, file);
  const secondImport = await importOnce(baseUrl, serverPid, headers, c, file);
  return { lists, rows: IMPORT_ROWS, fileKb: file.length / 1024, firstImport, secondImport };
}
