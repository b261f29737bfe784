/** The way back from a loan detail to the credits list with the same view (lib/listReturn.ts). */
import { listLinkState, listReturnPath } from './listReturn';

export interface CreditsReturnState {
  creditsSearch: string;
}

export function creditsLinkState(search: string): CreditsReturnState {
  return listLinkState('creditsSearch', search);
}

export function creditsReturnPath(state: unknown): string {
  return listReturnPath('/credits', 'creditsSearch', state);
}
