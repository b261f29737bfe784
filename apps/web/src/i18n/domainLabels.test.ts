import { CALCULATION_RESULT_LABELS, LOAN_STATUS_LABELS } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import backOffice from './backOffice/es.json';
import es from './es.json';

/** The server writes statuses in Spanish itself (exports): the same words the screens show. */
describe('domain labels equal the Spanish catalog', () => {
  it('loan statuses', () => expect(es.loanStatus).toEqual(LOAN_STATUS_LABELS));
  it('calculation results', () => expect(backOffice.calculationResult).toEqual(CALCULATION_RESULT_LABELS));
});
