/**
 * Issue 8 §8 on a company of 50,000 loans (seedLargeCompany):
 *  - GET /api/loans, first page in the default sort and a filtered search, 10 connections:
 *    p95 ≤ 150 ms (autocannon reports p97.5, which bounds p95 from above);
 *  - the savings upload of a 50,000-row .xlsx: ≤ 8 s end to end, server RSS growth ≤ 200 MB;
 *  - mass approve of 5,000 loans: ≤ 1.5 s, with their audit rows and notifications.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import type { LargeCompany } from './seedLargeCompany';

export interface ListLatency {
  name: string;
  p50: number;
  p97_5: number;
  p99: number;
  rps: number;
  non2xx: number;
}

export interface CreditsBenchResult {
  lists: ListLatency[];
  upload: { ms: number; rssBeforeMb: number; rssPeakMb: number; rows: number; fileKb: number; status: number };
  massApprove: { ms: number; loans: number; status: number };
}

async function listLatency(name: string, url: string, headers: Record<string, string>): Promise<ListLatency> {
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: 10, duration: 10, headers });
  return { name, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, rps: Math.round(r.requests.average), non2xx: r.non2xx };
}

/** A payroll-style savings file: one row per employee; every tenth one short of its final payment. */
async function savingsFile(company: LargeCompany): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet('Ahorro');
  sheet.addRow(['Número de control', 'Nombre', 'Ahorro total']).commit();
  for (let i = 1; i <= company.count; i++) {
    sheet.addRow([`${company.prefix}-${String(i).padStart(6, '0')}`, `Empleado de prueba ${i}`, i % 10 === 0 ? 1 : 100_000]).commit();
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

export async function benchCredits(baseUrl: string, serverPid: number, headers: Record<string, string>, company: LargeCompany): Promise<CreditsBenchResult> {
  const c = company.companyId;
  const lists = [
    await listLatency('primera página, orden por defecto', `${baseUrl}/api/loans?company_id=${c}`, headers),
    await listLatency(
      'búsqueda filtrada (número de control, estatus, orden por monto)',
      `${baseUrl}/api/loans?company_id=${c}&search=${company.prefix}-04&status=pending&sort=amount&order=desc&page=3&page_size=50`,
      headers,
    ),
  ];

  const file = await savingsFile(company);
  const form = new FormData();
  form.append('company_id', String(c));
  form.append('file', new Blob([file]), 'ahorro.xlsx');
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid))), 50);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/loans/validate-savings`, { method: 'POST', headers, body: form });
  await res.arrayBuffer();
  const uploadMs = performance.now() - started;
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));

  const idsRes = await fetch(`${baseUrl}/api/loans/ids?company_id=${c}&calculation=pass&status=pending`, { headers });
  const ids = ((await idsRes.json()) as { ids: number[] }).ids.slice(0, 5000);
  const approveStarted = performance.now();
  const approve = await fetch(`${baseUrl}/api/loans/mass-approve`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ company_id: c, loanIds: ids }),
  });
  await approve.arrayBuffer();
  const approveMs = performance.now() - approveStarted;

  return {
    lists,
    upload: { ms: uploadMs, rssBeforeMb, rssPeakMb, rows: company.count, fileKb: file.length / 1024, status: res.status },
    massApprove: { ms: approveMs, loans: ids.length, status: approve.status },
  };
}
