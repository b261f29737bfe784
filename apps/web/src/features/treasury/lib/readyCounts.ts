import type { TreasuryLoans } from '@abono/domain';

/** Loans the bank money request would move to applied (03 §3: approved, accepted, error_released). */
export function readyForRequest(loans: TreasuryLoans | undefined): number {
  return loans ? loans.approved.length + loans.accepted.length + loans.error_released.length : 0;
}

/** Loans a payments (dispersion) file would pay: the applied ones. */
export function readyForDispersion(loans: TreasuryLoans | undefined): number {
  return loans ? loans.applied.length : 0;
}
