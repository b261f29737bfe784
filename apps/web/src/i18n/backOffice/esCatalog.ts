/**
 * The Spanish texts of the back-office screens: backOffice/es.json, the messages of the errors
 * only back-office routes answer, the calculation results', employee statuses' and roles' names
 * and the account problems' words, all written once in the domain (../domainTexts.ts).
 */
import {
  ACCOUNT_PROBLEM_TEXTS,
  BACK_OFFICE_ERRORS,
  CALCULATION_RESULT_LABELS,
  EMPLOYEE_STATUS_LABELS,
  ROLE_LABELS,
} from '@abono/domain';
import { messagesOf, under, withDomainTexts } from '../domainTexts';
import texts from './es.json';

/** What the domain writes for this part, by the keys the screens use. */
export const domainTexts = {
  ...messagesOf(BACK_OFFICE_ERRORS),
  ...under('calculationResult', CALCULATION_RESULT_LABELS),
  ...under('employees.status', EMPLOYEE_STATUS_LABELS),
  ...under('employees.role', ROLE_LABELS),
  ...ACCOUNT_PROBLEM_TEXTS,
};

export default withDomainTexts(texts, domainTexts);
