/**
 * The credits screen's view as it lives in the URL: search, the two filters, the
 * sort, the page and its size, and the tab, so a reload or a shared link shows the same view.
 * Unknown or malformed values fall back to the defaults instead of breaking the screen.
 */
import {
  CALCULATION_RESULTS,
  CREDIT_FILTER_STATUSES,
  DEFAULT_PAGE_SIZE,
  LOAN_LIST_SORTS,
  type ClientInput,
  type creditsApi,
  type LoanListSort,
} from '@abono/domain';
import { ALL } from '../../../components/AllMultiSelect/nextAllSelection';
import { changeListView, readListView, writeListView, type ListView } from '../../../lib/listView';

export type CreditsTab = 'loans' | 'insurance';

export interface CreditsView extends ListView<LoanListSort> {
  tab: CreditsTab;
  /** Picks of the filter, ["all"] when it does not narrow. */
  calculation: string[];
  status: string[];
}

export const DEFAULT_VIEW: CreditsView = {
  tab: 'loans',
  search: '',
  calculation: [ALL],
  status: [ALL],
  sort: 'control_number',
  order: 'asc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

function picks(raw: string | null, allowed: readonly string[]): string[] {
  const values = (raw ?? '').split(',').filter((v) => allowed.includes(v));
  return values.length === 0 ? [ALL] : [...new Set(values)];
}

export function parseCreditsView(params: URLSearchParams): CreditsView {
  return {
    ...readListView(params, LOAN_LIST_SORTS, DEFAULT_VIEW.sort),
    tab: params.get('tab') === 'insurance' ? 'insurance' : 'loans',
    calculation: picks(params.get('calculation'), CALCULATION_RESULTS),
    status: picks(params.get('status'), CREDIT_FILTER_STATUSES),
  };
}

/** The view's URL parameters; defaults are left out so the plain /credits stays clean. */
export function writeCreditsView(view: CreditsView, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // Other tabs' own parameters (ins_*) are kept as they are.
  keep?.forEach((value, key) => {
    if (key.startsWith('ins_')) params.set(key, value);
  });
  if (view.tab !== DEFAULT_VIEW.tab) params.set('tab', view.tab);
  return writeListView(params, view, DEFAULT_VIEW, {
    calculation: view.calculation.includes(ALL) ? '' : view.calculation.join(','),
    status: view.status.includes(ALL) ? '' : view.status.join(','),
  });
}

/** The filters of GET /loans/ids and /loans/export, as their declaration's query schema takes them. */
export type LoanFilterQuery = ClientInput<(typeof creditsApi)['ids']['query']>;

/** The API's query for the view (GET /loans, /loans/ids, /loans/export). */
export function listQueryOf(view: CreditsView, companyId: number): LoanFilterQuery {
  const query: LoanFilterQuery = { company_id: companyId, sort: view.sort, order: view.order };
  if (view.search.trim()) query.search = view.search.trim();
  if (!view.calculation.includes(ALL)) query.calculation = view.calculation.join(',');
  if (!view.status.includes(ALL)) query.status = view.status.join(',');
  return query;
}

/** A change of the filters, search, sort or page size starts again at page 1; switching tabs keeps it. */
export function changeView(view: CreditsView, patch: Partial<CreditsView>): CreditsView {
  return changeListView(view, patch, ['tab']);
}
