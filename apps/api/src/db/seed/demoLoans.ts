/**
 * The demo loans: one or more in every status of LOAN_STATUSES, each priced with the
 * domain's quoteLoan on the day it was requested, and walked through the lifecycle with
 * nextStatus so the seed can never show a move the server would refuse (03 §3).
 */
import {
  acceptedFigures,
  activeFlagFor,
  addDays,
  addMoney,
  fromCents,
  counterOfferDetailsOf,
  nextStatus,
  quoteLoan,
  toCents,
  type CalculationResult,
  type ContractFigures,
  type ContractKind,
  type LoanAction,
  type LoanQuote,
  type LoanStatus,
} from '@abono/domain';
import type { CounterOfferDetails, loans } from '../schema';
import { intBetween, type BankAccount, type Random } from './demoPeople';

export interface LoanScenario {
  status: LoanStatus;
  calc: CalculationResult;
  daysAgo: number;
  amount: string;
  weekly: string;
  counter?: { amount: string; weekly: string; reason: string };
  errorComment?: string;
  /** Which kind of employee carries it; default a hired one. */
  employee?: 'terminated' | 'fired';
  /**
   * The borrower's account when the scenario needs one kind (the rotation of bankAccountFor
   * gives the applied loans Banorte accounts only, and the HSBC file pays 10-digit HSBC ones).
   */
  account?: BankAccount;
}

/** The actions after `apply` that lead to each status. */
const PATHS: Record<LoanStatus, LoanAction[]> = {
  pending: [],
  approved: ['approve'],
  rejected: ['reject'],
  counter_offered: ['counter_offer'],
  accepted: ['counter_offer', 'accept_counter_offer'],
  not_accepted: ['counter_offer', 'reject_counter_offer'],
  applied: ['approve', 'bank_file'],
  confirmed: ['approve', 'bank_file', 'confirm'],
  error: ['approve', 'bank_file', 'report_error'],
  employee_notified: ['approve', 'bank_file', 'report_error', 'notify_employee'],
  error_released: ['approve', 'bank_file', 'report_error', 'notify_employee', 'release_error'],
};

const COUNTER_REASON = 'El ahorro acumulado no cubre el pago final; se ajusta el monto y el descuento semanal.';

/** Industrias del Bajío: where the demo HR and treasury accounts work, so every screen has rows. */
export const BAJIO_SCENARIOS: LoanScenario[] = [
  { status: 'pending', calc: 'pending', daysAgo: 5, amount: '8000.00', weekly: '500.00' },
  { status: 'pending', calc: 'pending', daysAgo: 2, amount: '3500.50', weekly: '250.00' },
  { status: 'pending', calc: 'pending', daysAgo: 1, amount: '12000.00', weekly: '1000.00' },
  { status: 'pending', calc: 'pass', daysAgo: 6, amount: '6000.00', weekly: '400.00' },
  { status: 'pending', calc: 'pass', daysAgo: 7, amount: '20000.00', weekly: '500.00' },
  { status: 'pending', calc: 'review', daysAgo: 4, amount: '18000.00', weekly: '300.00' },
  { status: 'pending', calc: 'review', daysAgo: 8, amount: '25000.00', weekly: '600.00' },
  { status: 'pending', calc: 'reject', daysAgo: 3, amount: '16000.00', weekly: '300.00' },
  { status: 'approved', calc: 'pass', daysAgo: 10, amount: '10000.00', weekly: '700.00' },
  { status: 'approved', calc: 'pass', daysAgo: 12, amount: '5000.00', weekly: '500.00' },
  {
    status: 'counter_offered',
    calc: 'review',
    daysAgo: 11,
    amount: '22000.00',
    weekly: '400.00',
    counter: { amount: '15000.00', weekly: '450.00', reason: COUNTER_REASON },
  },
  {
    status: 'counter_offered',
    calc: 'review',
    daysAgo: 13,
    amount: '19000.00',
    weekly: '350.00',
    counter: { amount: '12000.00', weekly: '400.00', reason: COUNTER_REASON },
  },
  {
    status: 'accepted',
    calc: 'review',
    daysAgo: 15,
    amount: '24000.00',
    weekly: '500.00',
    counter: { amount: '17000.00', weekly: '550.00', reason: COUNTER_REASON },
  },
  {
    status: 'not_accepted',
    calc: 'review',
    daysAgo: 18,
    amount: '21000.00',
    weekly: '350.00',
    counter: { amount: '14000.00', weekly: '400.00', reason: COUNTER_REASON },
  },
  { status: 'rejected', calc: 'reject', daysAgo: 14, amount: '30000.00', weekly: '300.00' },
  { status: 'rejected', calc: 'reject', daysAgo: 16, amount: '9000.00', weekly: '300.00', employee: 'fired' },
  { status: 'applied', calc: 'pass', daysAgo: 17, amount: '7000.00', weekly: '500.00' },
  {
    status: 'applied',
    calc: 'pass',
    daysAgo: 19,
    amount: '9500.00',
    weekly: '600.00',
    // So that treasury's HSBC file has a loan to pay as well as the Banorte one (03 §4).
    account: { bank: '021', accountNumber: '4052187360' },
  },
  { status: 'confirmed', calc: 'pass', daysAgo: 40, amount: '8000.00', weekly: '500.00' },
  { status: 'confirmed', calc: 'pass', daysAgo: 35, amount: '15000.00', weekly: '800.00' },
  { status: 'confirmed', calc: 'pass', daysAgo: 45, amount: '12000.00', weekly: '600.00', employee: 'terminated' },
  { status: 'confirmed', calc: 'pass', daysAgo: 38, amount: '6000.00', weekly: '400.00', employee: 'terminated' },
  {
    status: 'error',
    calc: 'pass',
    daysAgo: 20,
    amount: '11000.00',
    weekly: '700.00',
    errorComment: 'El banco rechazó el depósito: la CLABE no corresponde al titular.',
  },
  {
    status: 'employee_notified',
    calc: 'pass',
    daysAgo: 22,
    amount: '9000.00',
    weekly: '600.00',
    errorComment: 'Número de cuenta inexistente en el banco receptor.',
  },
  {
    status: 'error_released',
    calc: 'pass',
    daysAgo: 25,
    amount: '13000.00',
    weekly: '650.00',
    errorComment: 'El nombre del titular de la cuenta no coincide con el del empleado.',
  },
];

/** Comercializadora del Pacífico: a few loans so switching company changes the lists. */
export const PACIFICO_SCENARIOS: LoanScenario[] = [
  { status: 'pending', calc: 'pending', daysAgo: 2, amount: '5000.00', weekly: '400.00' },
  { status: 'pending', calc: 'review', daysAgo: 5, amount: '18000.00', weekly: '300.00' },
  { status: 'approved', calc: 'pass', daysAgo: 9, amount: '8000.00', weekly: '500.00' },
  { status: 'confirmed', calc: 'pass', daysAgo: 30, amount: '10000.00', weekly: '600.00' },
];

/** The quote of a loan requested on `requestedOn`, moving the day forward if no week fits. */
export function quoteOn(
  requestedOn: string,
  today: string,
  deadline: string,
  rate: string,
  amount: string,
  weekly: string,
) {
  for (let day = requestedOn; day <= today; day = addDays(day, 1)) {
    const result = quoteLoan({ today: day, deadline, monthlyRatePercent: rate, amount, weeklyDiscount: weekly });
    if (result.ok) return { requestedOn: day, quote: result.quote };
  }
  throw new Error(`No hay semanas disponibles para un préstamo de demostración antes de ${deadline}`);
}

/** Savings that give the scenario's calculation result against the final payment (03 §3). */
function savingsFor(calc: CalculationResult, finalPayment: string, rand: Random): string {
  const finalCents = toCents(finalPayment);
  switch (calc) {
    case 'pass':
      return addMoney(finalPayment, `${intBetween(rand, 5, 40) * 250}.00`);
    case 'review':
      if (finalCents <= 1n) throw new Error('A review scenario needs a final payment');
      return fromCents(finalCents / 2n);
    case 'reject':
      return '0.00';
    default:
      return '0.00';
  }
}

export interface LoanEmployee {
  id: number;
  userId: number | null;
  controlNumber: string;
  name: string;
  workLocation: string;
  status: string;
}

export interface LoanContext {
  companyId: number;
  today: string;
  deadline: string;
  rate: string;
  productIds: number[];
  signatureFileId: string;
  rand: Random;
}

export interface LoanStep {
  action: LoanAction;
  from: LoanStatus | null;
  to: LoanStatus;
  at: Date;
}

/** A signed contract version of a demo loan; `signature` says which seeded PNG signed it. */
export interface BuiltContract {
  version: number;
  kind: ContractKind;
  figures: ContractFigures;
  signature: 'original' | 'counter_offer';
  signedAt: Date;
}

export interface BuiltLoan {
  values: typeof loans.$inferInsert;
  steps: LoanStep[];
  /** Original figures replaced by an accepted counter offer, for the audit trail. */
  replaced?: Record<string, { from: string | number; to: string | number }>;
  /** Version 1 (the request, signed at apply) and, once accepted, version 2 (the counter offer). */
  contracts: BuiltContract[];
  totalSavings: string;
}

/** 10:00 in Mexico City (UTC−6) on a business day, plus some hours. */
export function businessInstant(day: string, plusHours = 0): Date {
  return new Date(Date.parse(`${day}T16:00:00Z`) + plusHours * 3_600_000);
}

function counterDetails(
  requestedOn: string,
  ctx: LoanContext,
  counter: NonNullable<LoanScenario['counter']>,
): CounterOfferDetails {
  const { quote } = quoteOn(requestedOn, requestedOn, ctx.deadline, ctx.rate, counter.amount, counter.weekly);
  return counterOfferDetailsOf(
    { amount: counter.amount, weekly_discount: counter.weekly, reason: counter.reason },
    quote,
  );
}

function figures(amount: string, weekly: string, q: LoanQuote) {
  return {
    originalAmount: amount,
    weeklyDiscount: weekly,
    interestAmount: q.interestAmount,
    totalAmount: q.totalAmount,
    availableWeeks: q.availableWeeks,
    weeksNeeded: q.weeksNeeded,
    paidByDeductions: q.paidByDeductions,
    finalPayment: q.finalPayment,
    finalPaymentDate: q.finalPaymentDate,
    firstPaymentDate: q.firstPaymentDate,
  };
}

function contractFiguresOf(f: ReturnType<typeof figures>): ContractFigures {
  return {
    amount: f.originalAmount,
    weeklyDiscount: f.weeklyDiscount,
    interestAmount: f.interestAmount,
    totalAmount: f.totalAmount,
    weeksNeeded: f.weeksNeeded,
    paidByDeductions: f.paidByDeductions,
    finalPayment: f.finalPayment,
    finalPaymentDate: f.finalPaymentDate,
  };
}

export function buildLoan(scenario: LoanScenario, employee: LoanEmployee, index: number, ctx: LoanContext): BuiltLoan {
  const { requestedOn, quote } = quoteOn(
    addDays(ctx.today, -scenario.daysAgo),
    ctx.today,
    ctx.deadline,
    ctx.rate,
    scenario.amount,
    scenario.weekly,
  );
  const createdAt = businessInstant(requestedOn);
  const steps: LoanStep[] = [{ action: 'apply', from: null, to: 'pending', at: createdAt }];
  let status: LoanStatus = 'pending';
  for (const [i, action] of PATHS[scenario.status].entries()) {
    const to = nextStatus(action, status);
    if (!to) throw new Error(`Demo path not allowed: ${action} from ${status}`);
    steps.push({ action, from: status, to, at: businessInstant(requestedOn, 24 * (i + 1)) });
    status = to;
  }
  if (status !== scenario.status) throw new Error(`Demo path for ${scenario.status} ends in ${status}`);

  const counter = scenario.counter ? counterDetails(requestedOn, ctx, scenario.counter) : null;
  const requested = figures(scenario.amount, scenario.weekly, quote);
  const contracts: BuiltContract[] = [
    { version: 1, kind: 'original', figures: contractFiguresOf(requested), signature: 'original', signedAt: createdAt },
  ];
  let effective = requested;
  let replaced: BuiltLoan['replaced'];
  const acceptedAt = steps.find((s) => s.action === 'accept_counter_offer')?.at;
  if (counter && acceptedAt) {
    // 03 §3: accepting makes the counter figures effective: the same domain rule as the service.
    const accepted = acceptedFigures(counter);
    effective = {
      ...requested,
      originalAmount: accepted.amount,
      weeklyDiscount: accepted.weeklyDiscount,
      interestAmount: accepted.interestAmount,
      totalAmount: accepted.totalAmount,
      weeksNeeded: accepted.weeksNeeded,
      paidByDeductions: accepted.paidByDeductions,
      finalPayment: accepted.finalPayment,
      finalPaymentDate: accepted.finalPaymentDate,
    };
    contracts.push({
      version: 2,
      kind: 'counter_offer',
      figures: accepted,
      signature: 'counter_offer',
      signedAt: acceptedAt,
    });
    replaced = {};
    for (const key of [
      'originalAmount',
      'weeklyDiscount',
      'interestAmount',
      'totalAmount',
      'weeksNeeded',
      'finalPayment',
      'finalPaymentDate',
    ] as const) {
      if (String(requested[key]) !== String(effective[key]))
        replaced[key] = { from: requested[key], to: effective[key] };
    }
    replaced.contract_version = { from: 1, to: 2 };
  }
  // Savings are judged against the figures HR saw when the file was uploaded: the original ones.
  const totalSavings = scenario.calc === 'pending' ? '0.00' : savingsFor(scenario.calc, quote.finalPayment, ctx.rand);
  const at = (action: LoanAction) => steps.find((s) => s.action === action)?.at ?? null;

  return {
    values: {
      companyId: ctx.companyId,
      employeeId: employee.id,
      userId: employee.userId,
      productId: ctx.productIds[index % ctx.productIds.length] ?? null,
      status,
      calculationResult: scenario.calc,
      isActive: activeFlagFor(status),
      requestedOn,
      monthlyRate: ctx.rate,
      deadline: ctx.deadline,
      ...effective,
      totalSavings,
      employeeCode: employee.controlNumber,
      employeeName: employee.name,
      branch: employee.workLocation,
      signatureFileId: ctx.signatureFileId,
      counterOffer: counter,
      errorComment: scenario.errorComment ?? null,
      employeeNotifiedAt: at('notify_employee'),
      errorReleasedAt: at('release_error'),
      appliedAt: at('bank_file'),
      confirmedAt: at('confirm'),
      createdAt,
      updatedAt: steps.at(-1)?.at ?? createdAt,
    },
    steps,
    replaced,
    contracts,
    totalSavings,
  };
}
