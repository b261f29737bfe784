/**
 * The Spanish catalog /login and every first screen wait for: es.json, the messages of the errors
 * any route may answer and the words of the message keys the server also writes, all written once
 * in the domain (domainTexts.ts).
 */
import { GENERAL_ERRORS, MESSAGE_TEXTS } from '@abono/domain';
import { messagesOf, withDomainTexts } from './domainTexts';
import texts from './es.json';

/** What the domain writes for this part, by the keys the screens use. */
export const domainTexts = { ...messagesOf(GENERAL_ERRORS), ...MESSAGE_TEXTS };

export default withDomainTexts(texts, domainTexts);
