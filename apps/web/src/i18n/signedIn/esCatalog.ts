/**
 * The Spanish texts of the screens inside the shell: signedIn/es.json and the loan statuses'
 * names, written once in the domain (../domainTexts.ts).
 */
import { LOAN_STATUS_LABELS } from '@abono/domain';
import { under, withDomainTexts } from '../domainTexts';
import texts from './es.json';

/** What the domain writes for this part, by the keys the screens use. */
export const domainTexts = under('loanStatus', LOAN_STATUS_LABELS);

export default withDomainTexts(texts, domainTexts);
