/**
 * Stable error codes of the API (decisions 03 §1) with their HTTP status and the Spanish
 * message a person reads: those any route may answer (generalErrors.ts) and those only
 * back-office routes answer (backOfficeErrors.ts). The web's Spanish catalog is built from
 * these messages; its English catalog translates each code (decision 062).
 */
import { BACK_OFFICE_ERRORS } from './backOfficeErrors';
import { GENERAL_ERRORS } from './generalErrors';

export const ERRORS = { ...GENERAL_ERRORS, ...BACK_OFFICE_ERRORS } as const;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every error answer (03 §1). */
export interface ApiErrorBody {
  error: ErrorCode | string;
  message: string;
  fields?: Record<string, string>;
}
