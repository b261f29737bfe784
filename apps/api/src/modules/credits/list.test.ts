/**
 * GET /api/loans, /ids and /export: filters, group counts, sort, paging, the
 * counter offer's figures, the company scope and bad input. Real PostgreSQL.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it, beforeAll } from 'vitest';
import { LOAN_LIST_SORTS, type LoanList } from '@abono/domain';
import { createCompany, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { companyScenario, type Scenario } from '../../test/testSupport';

const t = useTestApp();
let s: Scenario;
const ids: Record<string, number> = {};

const counter = {
  amount: '500.00',
  weekly_discount: '50.00',
  interest_amount: '5.00',
  total_amount: '505.00',
  weeks_needed: 10,
  final_payment: '5.00',
  final_payment_date: '2027-01-29',
  reason: 'Ajuste',
};

beforeAll(async () => {
  s = await companyScenario(t);
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 18));
  const seed = [
    ['IB-0003', 'pending', 'pass', '3000.00', day(3)],
    ['IB-0001', 'pending', 'review', '1000.00', day(1)],
    ['IB-0002', 'approved', 'pass', '2000.00', day(2)],
    ['IB-0010', 'pending', 'pending', '1000.00', day(10)],
    ['IB-0005', 'rejected', 'reject', '5000.00', day(5)],
    ['XX_9%', 'counter_offered', 'review', '9000.00', day(9)],
  ] as const;
  for (const [controlNumber, status, calculationResult, amount, createdAt] of seed) {
    ids[controlNumber] = (
      await createLoan(t.db, {
        companyId: s.companyId,
        controlNumber,
        status,
        calculationResult,
        amount,
        createdAt,
        counterOffer: controlNumber === 'XX_9%' ? counter : null,
      })
    ).id;
  }
  // Another company's loan never shows.
  const other = await createCompany(t.db);
  await createLoan(t.db, { companyId: other.id, controlNumber: 'IB-0004' });
});

async function list(query: string, headers = s.hr.headers) {
  return t.app.inject({ method: 'GET', url: `/api/loans?company_id=${s.companyId}${query}`, headers });
}
async function page(query: string): Promise<LoanList> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LoanList>();
}
const codes = (l: LoanList) => l.rows.map((r) => r.controlNumber);

describe('GET /api/loans', () => {
  it('default: control number ascending, first page of 10, groups over the company', async () => {
    const l = await page('');
    expect(codes(l)).toEqual(['IB-0001', 'IB-0002', 'IB-0003', 'IB-0005', 'IB-0010', 'XX_9%']);
    expect(l.groups).toEqual({ pass: 2, review: 2, reject: 1, pending: 1 });
    expect(l).toMatchObject({ total: 6, page: 1, page_size: 10 });
  });

  it('the calculation filter narrows the rows and the total, not the groups', async () => {
    const l = await page('&calculation=pass,review');
    expect(codes(l)).toEqual(['IB-0001', 'IB-0002', 'IB-0003', 'XX_9%']);
    expect(l.total).toBe(4);
    expect(l.groups).toEqual({ pass: 2, review: 2, reject: 1, pending: 1 });
    expect(codes(await page('&calculation=all'))).toHaveLength(6);
  });

  it('the status filter narrows the groups too', async () => {
    const l = await page('&status=pending');
    expect(codes(l)).toEqual(['IB-0001', 'IB-0003', 'IB-0010']);
    expect(l.groups).toEqual({ pass: 1, review: 1, reject: 0, pending: 1 });
  });

  it('search is a case-insensitive substring of the control number; % and _ are literal', async () => {
    expect(codes(await page('&search=ib-000'))).toEqual(['IB-0001', 'IB-0002', 'IB-0003', 'IB-0005']);
    expect(codes(await page(`&search=${encodeURIComponent('_9%')}`))).toEqual(['XX_9%']);
    expect(codes(await page(`&search=${encodeURIComponent('%')}`))).toEqual(['XX_9%']);
    expect((await page('&search=nada')).rows).toEqual([]);
  });

  it('the counter offer figures replace the loan figures, in the rows and in the sort', async () => {
    const l = await page('&sort=amount&order=desc');
    expect(codes(l)).toEqual(['IB-0005', 'IB-0003', 'IB-0002', 'IB-0001', 'IB-0010', 'XX_9%']);
    const row = l.rows.find((r) => r.controlNumber === 'XX_9%')!;
    expect(row).toMatchObject({
      amount: '500.00',
      interestAmount: '5.00',
      totalAmount: '505.00',
      weeklyDiscount: '50.00',
      finalPayment: '5.00',
      hasCounterOffer: true,
    });
  });

  it('sorts by every key both ways, ties by id ascending', async () => {
    // Every key the domain offers, so a new one is sorted here too.
    for (const sort of LOAN_LIST_SORTS) {
      const asc = await page(`&sort=${sort}`);
      const desc = await page(`&sort=${sort}&order=desc`);
      expect(asc.rows, sort).toHaveLength(6);
      expect(desc.rows, sort).toHaveLength(6);
    }
    // Equal names: id order.
    expect((await page('&sort=employee_name')).rows.map((r) => r.id)).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(codes(await page('&sort=created_at&order=desc'))).toEqual([
      'IB-0010',
      'XX_9%',
      'IB-0005',
      'IB-0003',
      'IB-0002',
      'IB-0001',
    ]);
  });

  it('a search gives the same order, groups and pages as the unsearched list narrowed to the matches', async () => {
    for (const sort of ['control_number', 'amount', 'status', 'created_at']) {
      for (const order of ['asc', 'desc']) {
        const all = await page(`&sort=${sort}&order=${order}&calculation=pass,review`);
        const searched = await page(`&sort=${sort}&order=${order}&calculation=pass,review&search=ib`);
        expect(
          searched.rows.map((r) => r.id),
          `${sort} ${order}`,
        ).toEqual(all.rows.filter((r) => r.controlNumber.startsWith('IB')).map((r) => r.id));
        expect(searched.groups).toEqual({ pass: 2, review: 1, reject: 1, pending: 1 });
        expect(searched.total).toBe(3);
      }
    }
    const second = await page('&search=ib&page_size=10&page=2');
    expect(second).toMatchObject({ rows: [], total: 5 });
  });

  it('pages: the second page of 5, and a page past the end is empty with the right total', async () => {
    expect(codes(await page('&page_size=25&page=1'))).toHaveLength(6);
    const p2 = await page('&page=2&page_size=10');
    expect(p2.rows).toEqual([]);
    expect(p2.total).toBe(6);
  });

  it('refuses bad parameters with 400 and a Spanish message', async () => {
    for (const q of [
      '&page_size=7',
      '&page=0',
      '&page=1.5',
      '&sort=password',
      '&order=up',
      '&calculation=maybe',
      '&status=lost',
      `&search=${'x'.repeat(51)}`,
      '&search=a%00b',
      `&search=${'x'.repeat(1_000_000)}`,
    ]) {
      const res = await list(q);
      expect(res.statusCode, q.slice(0, 30)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[a-zá-ú]/);
    }
  });

  it('another company, or no loans grant, is refused', async () => {
    const other = await createCompany(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/loans?company_id=${other.id}`, headers: s.hr.headers }))
        .statusCode,
    ).toBe(403);
    const employee = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    expect((await list('', (await t.loginAs(employee.tin)).headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/loans?company_id=${s.companyId}` })).statusCode).toBe(401);
  });
});

describe('GET /api/loans/ids', () => {
  it('every matching id, in the list order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loans/ids?company_id=${s.companyId}&calculation=pass&sort=control_number&order=desc`,
      headers: s.hr.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids: [ids['IB-0003'], ids['IB-0002']] });
  });
});

describe('GET /api/loans/export', () => {
  it('an .xlsx of the filtered rows: numeric money with a currency format, Spanish labels, frozen header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loans/export?company_id=${s.companyId}&calculation=pass,review`,
      headers: s.hr.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="creditos_\d{8}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Número de control');
    expect(sheet.getRow(1).getCell(3).value).toBe('Monto');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.actualRowCount).toBe(5);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('IB-0001');
    expect(first.getCell(3).value).toBe(1000);
    expect(first.getCell(3).numFmt).toBe('"$"#,##0.00');
    expect(first.getCell(10).value).toBe('Pendiente');
    expect(first.getCell(11).value).toBeInstanceOf(Date);
    // Created 2026-11-01 18:00 UTC: that Mexico City day, at midnight UTC (Excel dates have no zone).
    expect((first.getCell(11).value as Date).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(first.getCell(11).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(12).value).toBe('Revisión');
    const offered = sheet.getRow(5);
    expect(offered.getCell(1).value).toBe('XX_9%');
    expect(offered.getCell(3).value).toBe(500);
    expect(offered.getCell(10).value).toBe('Contraoferta');
    // The row with a counter offer's figures says so; the others do not.
    expect(sheet.getRow(1).getCell(13).value).toBe('Cifras de contraoferta');
    expect(offered.getCell(13).value).toBe('Sí');
    expect(first.getCell(13).value).toBe('No');
  });

  it('another company is refused', async () => {
    const other = await createCompany(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/loans/export?company_id=${other.id}`, headers: s.hr.headers }))
        .statusCode,
    ).toBe(403);
  });
});
