import type {
  CompanySettingsResponse,
  DeactivatedEmployee,
  DeductionsSummary,
  TreasuryFile,
  TreasuryLoan,
  TreasuryLoans,
  UnpayableLoan,
} from '@abono/domain';
import { HttpResponse, http as mswHttp, type DefaultBodyType } from 'msw';
import { server } from '../../../test/server';

export function makeLoan(id: number, overrides: Partial<TreasuryLoan> = {}): TreasuryLoan {
  return {
    id,
    controlNumber: `IB-${String(id).padStart(4, '0')}`,
    name: `Empleado ${id}`,
    amount: '5000.00',
    weekly_discount: '250.00',
    created_at: '2026-11-20T16:00:00.000Z',
    status: 'applied',
    employee_tin: null,
    isOwn: false,
    ...overrides,
  };
}

export const NO_LOANS: TreasuryLoans = { applied: [], accepted: [], approved: [], error_released: [] };

export function makeSettings(issuer: string | null): CompanySettingsResponse {
  return {
    company_id: 1,
    interestRate: '2.5',
    deadline: '2026-12-18',
    issuer_code: issuer,
    company_location: 'León',
    company_legal_name: 'Industrias del Bajío S.A. de C.V.',
    hsbc_account_number: null,
  };
}

export function makeFile(id: number, overrides: Partial<TreasuryFile> = {}): TreasuryFile {
  return {
    id,
    kind: 'dispersion',
    bank: '072',
    file_name: 'NIABC1201.PAG',
    created_by: 'Tesorería Demo',
    created_at: '2026-11-26T18:05:00.000Z',
    loan_count: 2,
    total: '10000.00',
    sha256: 'a3f5c0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a291',
    ...overrides,
  };
}

export interface TreasuryApiState {
  settings?: CompanySettingsResponse;
  loans?: TreasuryLoans;
  deactivated?: DeactivatedEmployee[];
  files?: TreasuryFile[];
  summary?: Partial<DeductionsSummary>;
}

/** Every GET the screen makes, answered from `state`; returns the requested URLs, in order. */
export function treasuryServer(state: TreasuryApiState = {}): string[] {
  const asked: string[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
  };
  server.use(
    mswHttp.get('/api/settings', ({ request }) => {
      note(request);
      return HttpResponse.json(state.settings ?? makeSettings('ABC12'));
    }),
    mswHttp.get('/api/treasury/loans', ({ request }) => {
      note(request);
      return HttpResponse.json(state.loans ?? NO_LOANS);
    }),
    mswHttp.get('/api/treasury/deactivated-employees', ({ request }) => {
      note(request);
      return HttpResponse.json({ rows: state.deactivated ?? [] });
    }),
    mswHttp.get('/api/treasury/files', ({ request }) => {
      note(request);
      return HttpResponse.json({ rows: state.files ?? [] });
    }),
    mswHttp.get('/api/treasury/deductions/summary', ({ request }) => {
      note(request);
      const date = new URL(request.url).searchParams.get('date') ?? '';
      return HttpResponse.json({
        date,
        loan_count: 0,
        loan_total: '0.00',
        final_payment_count: 0,
        final_payment_total: '0.00',
        total: '0.00',
        ...state.summary,
      });
    }),
  );
  return asked;
}

/** Shared by every feature's component tests (src/test/axe.ts). */
/** The payments file's 422 when some applied loans cannot be paid (spec 02 §7): its details list them. */
export function unpayableLoansAnswer(loans: UnpayableLoan[]): HttpResponse<DefaultBodyType> {
  return HttpResponse.json(
    { error: 'unpayable_loans', message: 'Algunos préstamos no se pueden pagar.', details: { loans } },
    { status: 422 },
  );
}

export { expectNoAxeViolations } from '../../../test/axe';
