/**
 * The owner-only actions, by hand (decision 089): answering a counter offer (accept, reject) and
 * "documentación completada" belong to the loan's own employee alone (spec 01 §3, the domain's
 * OBJECT_ACCESS 'loan.answer'). Each action is tried on a loan in the state it needs by every
 * subject of SUBJECTS: the owner is allowed; another employee of the company, the company's HR
 * and another company's user are refused, and the loan is left as it was.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loansApi, pathOf, type LoanStatus } from '@abono/domain';
import { loans } from '../db/schema';
import { multipartBody } from './multipart';
import { useTestApp } from './testApp';
import {
  applyFields,
  applyRequest,
  borrower,
  companyScenario,
  counterOfferBody,
  signaturePng,
  type Borrower,
  type Scenario,
} from './testSupport';

const t = useTestApp();

type OwnerRoute =
  typeof loansApi.acceptCounterOffer | typeof loansApi.rejectCounterOffer | typeof loansApi.releaseError;

interface OwnerAction {
  route: OwnerRoute;
  /** Puts a freshly applied loan in the state the action needs. */
  prepare(s: Scenario, loanId: number): Promise<void>;
  /** The loan's status after the owner's action. */
  after: LoanStatus;
}

/** Who tries the action: the owner, or one of those who must be refused. */
interface World {
  s: Scenario;
  owner: Borrower;
  colleague: Borrower;
  foreign: Scenario;
}
type Subject = {
  name: string;
  allowed: boolean;
  headers(w: World): Record<string, string>;
  companyId(w: World): number;
};

/**
 * The subjects of every owner action. Segregation of duties adds its own (a staff member who is
 * also the borrower acting as staff) here.
 */
const SUBJECTS: readonly Subject[] = [
  {
    name: 'otro empleado de la empresa',
    allowed: false,
    headers: (w) => w.colleague.headers,
    companyId: (w) => w.s.companyId,
  },
  { name: 'RR. HH. de la empresa', allowed: false, headers: (w) => w.s.hr.headers, companyId: (w) => w.s.companyId },
  {
    name: 'usuario de otra empresa con el id de la empresa del préstamo',
    allowed: false,
    headers: (w) => w.foreign.hr.headers,
    companyId: (w) => w.s.companyId,
  },
  {
    name: 'usuario de otra empresa',
    allowed: false,
    headers: (w) => w.foreign.hr.headers,
    companyId: (w) => w.foreign.companyId,
  },
  { name: 'el dueño del préstamo', allowed: true, headers: (w) => w.owner.headers, companyId: (w) => w.s.companyId },
];

async function counterOffered(s: Scenario, loanId: number): Promise<void> {
  // HR counter-offers after the savings upload (the row menu's rule): the loan is put in review first.
  await t.db.update(loans).set({ calculationResult: 'review' }).where(eq(loans.id, loanId));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/loans/${loanId}/counter-offer`,
    headers: s.hr.headers,
    payload: counterOfferBody(s),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const OWNER_ACTIONS: readonly OwnerAction[] = [
  { route: loansApi.acceptCounterOffer, prepare: counterOffered, after: 'accepted' },
  { route: loansApi.rejectCounterOffer, prepare: counterOffered, after: 'not_accepted' },
  {
    route: loansApi.releaseError,
    prepare: async (_s, loanId) => {
      await t.db
        .update(loans)
        .set({ status: 'employee_notified', errorComment: 'Cuenta CLABE inválida', employeeNotifiedAt: new Date() })
        .where(eq(loans.id, loanId));
    },
    after: 'error_released',
  },
];

function answer(route: OwnerRoute, loanId: number, headers: Record<string, string>, companyId: number) {
  const files =
    route === loansApi.acceptCounterOffer
      ? [{ field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signaturePng(420, 140) }]
      : [];
  const body = multipartBody({ company_id: String(companyId) }, files);
  return t.app.inject({
    method: route.method,
    url: pathOf(route, { id: loanId }),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const statusOf = async (loanId: number) =>
  (await t.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId)))[0]!.status;

describe('owner-only actions', () => {
  it('only the loan’s own employee answers a counter offer or completes the documentation', async () => {
    const s = await companyScenario(t);
    const colleague = await borrower(t, s.companyId);
    const foreign = await companyScenario(t);
    let checked = 0;
    for (const action of OWNER_ACTIONS) {
      const owner = await borrower(t, s.companyId);
      const applied = await applyRequest(t, owner.headers, applyFields(s));
      expect(applied.statusCode, applied.body).toBe(201);
      const loanId = (applied.json() as { id: number }).id;
      await action.prepare(s, loanId);
      const before = await statusOf(loanId);
      const world: World = { s, owner, colleague, foreign };
      // The refusals first: the owner's answer would move the loan out of the state the action needs.
      for (const subject of [...SUBJECTS].sort((a, b) => Number(a.allowed) - Number(b.allowed))) {
        const res = await answer(action.route, loanId, subject.headers(world), subject.companyId(world));
        checked += 1;
        const label = `${action.route.path} por ${subject.name}`;
        if (subject.allowed) {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(await statusOf(loanId), label).toBe(action.after);
        } else {
          expect([403, 404], `${label}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
          expect(await statusOf(loanId), label).toBe(before);
        }
      }
    }
    console.log(`Acciones solo del dueño: ${checked} casos comprobados`);
  });
});
