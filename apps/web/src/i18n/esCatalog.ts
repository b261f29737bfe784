/**
 * The Spanish catalog /login and every first screen wait for: es.json and the messages of the
 * errors any route may answer, written once in the domain (domainTexts.ts).
 */
import { GENERAL_ERRORS } from '@abono/domain';
import { messagesOf, withDomainTexts } from './domainTexts';
import texts from './es.json';

/** What the domain writes for this part, under the keys the screens use. */
export const domainTexts = { errors: messagesOf(GENERAL_ERRORS) };

export default withDomainTexts(texts, domainTexts);
