import type { CalculationResult } from '@abono/domain';

export const CALCULATION_COLORS: Record<CalculationResult, string> = {
  pending: 'gray',
  pass: 'green',
  review: 'yellow',
  reject: 'red',
};
