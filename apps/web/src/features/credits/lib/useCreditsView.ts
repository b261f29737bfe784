import { useUrlView, type UrlViewRules } from '../../../lib/useUrlView';
import { changeView, parseCreditsView, writeCreditsView, type CreditsView } from './creditsView';

const RULES: UrlViewRules<CreditsView> = { parse: parseCreditsView, write: writeCreditsView, change: changeView };

/** The credits view from the URL, and a setter that writes changes back (replacing the entry). */
export function useCreditsView(): [CreditsView, (patch: Partial<CreditsView>) => void] {
  return useUrlView(RULES);
}
