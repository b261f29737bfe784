/**
 * The soak's simulated people, each a loop that runs until `until` (a performance.now() instant),
 * calling the declared routes as the screens do and timing every call in the Recorder:
 *  - employees: log in, open the offer, quote it (the domain's quoteLoan, as the apply panel does)
 *    and apply with a drawn signature: one journey after another, a second apart;
 *  - HR: two people listing the company's loans (first page, a broad search, a status filter) every
 *    second, one of them approving a page of 50 passing loans in bulk every 20 s;
 *  - treasury: every 30 s, its loans, a Banorte dispersion file and the file history;
 *  - notifications: every session polls its unread count every 30 s, the sessions spread evenly.
 */
import { randomUUID } from 'node:crypto';
import { creditsApi, loansApi, notificationsApi, quoteFormFields, quoteLoan, treasuryApi } from '@abono/domain';
import type { Recorder } from './recorder';
import { SOAK_PASSWORD, type SoakData } from './seedSoak';
// The e2e's signature: a real, decodable PNG, as the apply form's pad draws one (one home for it).
import { signaturePng } from '../../../e2e/fixtures/signature';

export type Headers = Record<string, string>;

export interface SoakContext {
  baseUrl: string;
  rec: Recorder;
  data: SoakData;
  until: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeLeft = (ctx: SoakContext) => ctx.until - performance.now();
/** Sleeps `ms`, or less when the soak ends sooner; false once it has ended. */
async function pause(ctx: SoakContext, ms: number): Promise<boolean> {
  await sleep(Math.max(0, Math.min(ms, timeLeft(ctx))));
  return timeLeft(ctx) > 0;
}
const json = <T>(body: Buffer | null) => (body ? (JSON.parse(body.toString('utf8')) as T) : null);
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** POST /api/auth/login: the headers of the new session, or null (recorded as a failure) when refused. */
export async function logIn(baseUrl: string, rec: Recorder | null, tin: string): Promise<Headers | null> {
  const fingerprint = `soak-${randomUUID()}`;
  const call = () =>
    fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-fingerprint': fingerprint },
      body: JSON.stringify({ tin, password: SOAK_PASSWORD, fingerprint }),
    });
  const body = rec
    ? await rec.time('POST /api/auth/login', false, call)
    : await call().then(async (res) => (res.ok ? Buffer.from(await res.arrayBuffer()) : null));
  const token = json<{ accessToken: string }>(body)?.accessToken;
  return token ? { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint } : null;
}

interface Offer {
  today: string;
  deadline: string | null;
  interestRate: string;
  canApply: boolean;
  employee: { date: string; employee_code: string; name: string; branch: string } | null;
}

const SIGNATURE = signaturePng();

/** One employee: log in, open the offer, quote and apply. */
async function employeeJourney(ctx: SoakContext, tin: string): Promise<void> {
  const { baseUrl, rec, data } = ctx;
  const headers = await logIn(baseUrl, rec, tin);
  if (!headers) return;
  const offerPath = loansApi.offer.path.replace(':id', String(data.productId));
  const offer = json<Offer>(
    await rec.time(`GET ${loansApi.offer.path}`, false, () =>
      fetch(`${baseUrl}${offerPath}?${query({ company_id: data.companyId })}`, { headers }),
    ),
  );
  if (!offer?.employee || !offer.deadline || !offer.canApply) return;
  const quoted = quoteLoan({
    today: offer.today,
    deadline: offer.deadline,
    monthlyRatePercent: offer.interestRate,
    amount: '3000.00',
    weeklyDiscount: '500.00',
  });
  if (!quoted.ok) throw new Error(`cotización: ${quoted.error}`);
  const form = new FormData();
  const fields = {
    ...offer.employee,
    loan_amount: '3000.00',
    weekly_discount: '500.00',
    product_id: String(data.productId),
    company_id: String(data.companyId),
    deadline: offer.deadline,
    ...quoteFormFields(quoted.quote),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('signature', new Blob([SIGNATURE], { type: 'image/png' }), 'firma.png');
  await rec.time(`POST ${loansApi.apply.path}`, false, () =>
    fetch(`${baseUrl}${loansApi.apply.path}`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: form,
    }),
  );
}

export async function employees(ctx: SoakContext): Promise<void> {
  for (const tin of ctx.data.applicants) {
    if (timeLeft(ctx) <= 0) return;
    await employeeJourney(ctx, tin);
    if (!(await pause(ctx, 1000))) return;
  }
}

/** One HR person; `bulk`: also approves a page of passing loans every 20 s. */
export async function hr(ctx: SoakContext, headers: Headers, bulk: boolean): Promise<void> {
  const { baseUrl, rec, data } = ctx;
  const c = data.companyId;
  const lists: [string, string][] = [
    ['primera página', query({ company_id: c })],
    [
      'búsqueda amplia',
      query({ company_id: c, search: 'BN-04', status: 'pending', sort: 'amount', order: 'desc', page: 3 }),
    ],
    ['aprobados', query({ company_id: c, status: 'approved', page_size: 50 })],
  ];
  let nextBulk = performance.now() + 20_000;
  for (let i = 0; timeLeft(ctx) > 0; i++) {
    const [name, q] = lists[i % lists.length]!;
    await rec.time(`GET ${creditsApi.list.path} (${name})`, true, () =>
      fetch(`${baseUrl}${creditsApi.list.path}?${q}`, { headers }),
    );
    if (bulk && performance.now() >= nextBulk) {
      nextBulk += 20_000;
      const passing = query({ company_id: c, status: 'pending', calculation: 'pass', page_size: 50 });
      const page = json<{ rows: { id: number }[] }>(
        await rec.time(`GET ${creditsApi.list.path} (pendientes que pasan)`, true, () =>
          fetch(`${baseUrl}${creditsApi.list.path}?${passing}`, { headers }),
        ),
      );
      const loanIds = page?.rows.map((r) => r.id) ?? [];
      if (loanIds.length)
        await rec.time(`PUT ${creditsApi.massApprove.path} (50)`, false, () =>
          fetch(`${baseUrl}${creditsApi.massApprove.path}`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ company_id: c, loanIds }),
          }),
        );
    }
    if (!(await pause(ctx, 1000))) return;
  }
}

/** Banorte's NN is two digits (03 §4): a day holds 99 dispersion files, so a long soak stops generating at 90. */
const MAX_FILES = 90;

export async function treasury(ctx: SoakContext, headers: Headers): Promise<void> {
  const { baseUrl, rec, data } = ctx;
  const q = query({ company_id: data.companyId });
  for (let files = 0; timeLeft(ctx) > 0; files++) {
    await rec.time(`GET ${treasuryApi.loans.path}`, true, () =>
      fetch(`${baseUrl}${treasuryApi.loans.path}?${q}`, { headers }),
    );
    if (files < MAX_FILES)
      await rec.time(`GET ${treasuryApi.generate.path} (Banorte)`, false, () =>
        fetch(`${baseUrl}${treasuryApi.generate.path}?${query({ company_id: data.companyId, bank_id: '072' })}`, {
          headers,
        }),
      );
    await rec.time(`GET ${treasuryApi.files.path}`, true, () =>
      fetch(`${baseUrl}${treasuryApi.files.path}?${q}`, { headers }),
    );
    if (!(await pause(ctx, 30_000))) return;
  }
}

/** Every session polls its unread count every 30 s; session i first at i × 30 s / sessions. */
export async function notificationPollers(ctx: SoakContext, sessions: Headers[]): Promise<void> {
  const { baseUrl, rec } = ctx;
  const period = 30_000;
  await Promise.all(
    sessions.map(async (headers, i) => {
      if (!(await pause(ctx, (i * period) / sessions.length))) return;
      do {
        await rec.time(`GET ${notificationsApi.count.path}`, false, () =>
          fetch(`${baseUrl}${notificationsApi.count.path}`, { headers }),
        );
      } while (await pause(ctx, period));
    }),
  );
}

/** Logs every session in before the load begins, two at a time (the password hash is meant to be slow). */
export async function logInAll(baseUrl: string, tins: readonly string[]): Promise<Headers[]> {
  const sessions: Headers[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tins.length) {
      const tin = tins[next++]!;
      const headers = await logIn(baseUrl, null, tin);
      if (!headers) throw new Error(`el login de ${tin} falló`);
      sessions.push(headers);
    }
  };
  await Promise.all([worker(), worker()]);
  return sessions;
}
