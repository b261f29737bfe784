/**
 * Issue 9 §7 on a company of 50,000 employees (seedLargeCompany):
 *  - GET /api/employees, first page in the default sort and a broad search, 10 connections:
 *    p95 ≤ 150 ms (autocannon reports p97.5, which bounds p95 from above);
 *  - POST /api/employees/import of a 10,000-row template file (new employees, every column
 *    filled): ≤ 5 s end to end, server RSS growth ≤ 200 MB; then the same file again, which
 *    changes nothing (informative).
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { EMPLOYEE_IMPORT_HEADERS, clabeCheckDigit } from '@abono/domain';
import type { LargeCompany } from './seedLargeCompany';

export interface EmployeeListLatency {
  name: string;
  p50: number;
  p97_5: number;
  p99: number;
  rps: number;
  non2xx: number;
}

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
  lists: EmployeeListLatency[];
  rows: number;
  fileKb: number;
  firstImport: ImportRun;
  secondImport: ImportRun;
}

export const IMPORT_ROWS = 10_000;

async function listLatency(name: string, url: string, headers: Record<string, string>): Promise<EmployeeListLatency> {
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: 10, duration: 10, headers });
  return { name, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, rps: Math.round(r.requests.average), non2xx: r.non2xx };
}

/** The import template filled as HR would: every column, a valid CLABE per row. */
export async function employeeImportFile(rows: number, prefix = 'IMP'): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet('Empleados');
  sheet.addRow(Object.values(EMPLOYEE_IMPORT_HEADERS)).commit();
  for (let i = 1; i <= rows; i++) {
    const n = String(i).padStart(6, '0');
    const first17 = `07218000${n}000`;
    sheet
      .addRow([
        `${prefix}-${n}`,
        `Persona Importada ${i}`,
        `persona${i}@ejemplo.mx`,
        `477${String(i).padStart(7, '0')}`,
        i % 20 === 0 ? 'fired' : 'hired',
        `${first17}${clabeCheckDigit(first17)}`,
        '072',
        i % 2 === 0 ? 'Planta León' : 'Oficinas',
        `IMPO8001${n.slice(-2)}${String(i).padStart(5, '0')}`.slice(0, 13),
        'employee',
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function importOnce(baseUrl: string, serverPid: number, headers: Record<string, string>, companyId: number, file: Buffer): Promise<ImportRun> {
  const form = new FormData();
  form.append('company_id', String(companyId));
  form.append('file', new Blob([file]), 'empleados.xlsx');
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid))), 50);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/employees/import`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { results?: { success: { action: string }[]; errors: unknown[] } };
  const ms = performance.now() - started;
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));
  const success = body.results?.success ?? [];
  return {
    ms,
    rssBeforeMb,
    rssPeakMb,
    status: res.status,
    created: success.filter((r) => r.action === 'created').length,
    unchanged: success.filter((r) => r.action === 'unchanged').length,
    errors: body.results?.errors.length ?? 0,
  };
}

export async function benchEmployees(baseUrl: string, serverPid: number, headers: Record<string, string>, company: LargeCompany): Promise<EmployeesBenchResult> {
  const c = company.companyId;
  const lists = [
    await listLatency('primera página, orden por defecto', `${baseUrl}/api/employees?company_id=${c}`, headers),
    await listLatency(
      'búsqueda amplia (nombre, orden por nombre descendente, página 3 de 50)',
      `${baseUrl}/api/employees?company_id=${c}&search=${encodeURIComponent('prueba 4')}&sort=name&order=desc&page=3&page_size=50`,
      headers,
    ),
  ];
  const file = await employeeImportFile(IMPORT_ROWS);
  const firstImport = await importOnce(baseUrl, serverPid, headers, c, file);
  const secondImport = await importOnce(baseUrl, serverPid, headers, c, file);
  return { lists, rows: IMPORT_ROWS, fileKb: file.length / 1024, firstImport, secondImport };
}
