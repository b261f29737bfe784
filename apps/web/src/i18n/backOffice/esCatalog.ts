/**
 * The Spanish texts of the back-office screens: backOffice/es.json, the messages of the errors
 * only back-office routes answer, and the calculation results', employee statuses' and roles'
 * names, all written once in the domain (../domainTexts.ts).
 */
import { BACK_OFFICE_ERRORS, CALCULATION_RESULT_LABELS, EMPLOYEE_STATUS_LABELS, ROLE_LABELS } from '@abono/domain';
import { messagesOf, withDomainTexts } from '../domainTexts';
import texts from './es.json';

/** What the domain writes for this part, under the keys the screens use. */
export const domainTexts = {
  errors: messagesOf(BACK_OFFICE_ERRORS),
  calculationResult: CALCULATION_RESULT_LABELS,
  employees: { status: EMPLOYEE_STATUS_LABELS, role: ROLE_LABELS },
};

export default withDomainTexts(texts, domainTexts);
