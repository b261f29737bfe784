/**
 * The credits targets on a company of 50,000 loans (seedLargeCompany):
 *  - GET /api/loans, first page in the default sort and a filtered search, 10 connections:
 *    p95 ≤ 150 ms (autocannon reports p97.5, which bounds p95 from above);
 *  - the savings upload of a 50,000-row .xlsx: ≤ 8 s end to end, server RSS growth ≤ 200 MB;
 *  - mass approve of 5,000 loans: ≤ 1.5 s, with their audit rows and notifications.
 */
import { listLatency, type ListLatency } from './load';
import type { LargeCompany } from './seedLargeCompany';
import { measureSpreadsheetUpload } from './spreadsheetUpload';
import { xlsxFile } from './xlsxFile';

export interface CreditsBenchResult {
  lists: ListLatency[];
  upload: { ms: number; rssBeforeMb: number; rssPeakMb: number; rows: number; fileKb: number; status: number };
  massApprove: { ms: number; loans: number; status: number };
}

/** A payroll-style savings file: one row per employee; every tenth one short of its final payment. */
function savingsFile(company: LargeCompany): Promise<Buffer> {
  return xlsxFile('Ahorro', savingsRows(company));
}

function* savingsRows(company: LargeCompany): Generator<unknown[]> {
  yield ['Número de control', 'Nombre', 'Ahorro total'];
  for (let i = 1; i <= company.count; i++) {
    yield [`${company.prefix}-${String(i).padStart(6, '0')}`, `Empleado de prueba ${i}`, i % 10 === 0 ? 1 : 100_000];
  }
}

export async function benchCredits(
  baseUrl: string,
  serverPid: number,
  headers: Record<string, string>,
  company: LargeCompany,
): Promise<CreditsBenchResult> {
  const c = company.companyId;
  const lists = [
    await listLatency('primera página, orden por defecto', `${baseUrl}/api/loans?company_id=${c}`, headers),
    await listLatency(
      'búsqueda filtrada (número de control, estatus, orden por monto)',
      `${baseUrl}/api/loans?company_id=${c}&search=${company.prefix}-04&status=pending` +
        '&sort=amount&order=desc&page=3&page_size=50',
      headers,
    ),
  ];

  const file = await savingsFile(company);
  const upload = await measureSpreadsheetUpload(
    `${baseUrl}/api/loans/validate-savings`,
    headers,
    { companyId: c, file, fileName: 'ahorro.xlsx', serverPid },
    (res) => res.arrayBuffer(),
  );

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
    upload: {
      ms: upload.ms,
      rssBeforeMb: upload.rssBeforeMb,
      rssPeakMb: upload.rssPeakMb,
      rows: company.count,
      fileKb: file.length / 1024,
      status: upload.status,
    },
    massApprove: { ms: approveMs, loans: ids.length, status: approve.status },
  };
}
