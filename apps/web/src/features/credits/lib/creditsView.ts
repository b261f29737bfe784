/**
 * The credits screen's view as it lives in the URL (issue 8 §2): search, the two filters, the
 * sort, the page and its size, and the tab, so a reload or a shared link shows the same view.
 * Unknown or malformed values fall back to the defaults instead of breaking the screen.
 */
import {
  CALCULATION_RESULTS,
  CREDIT_FILTER_STATUSES,
  DEFAULT_PAGE_SIZE,
  LOAN_LIST_SORTS,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  type LoanListSort,
  type PageSize,
} from '@abono/domain';
import { ALL } from '../../../components/AllMultiSelect/nextAllSelection';

export type CreditsTab = 'loans' | 'insurance';

export interface CreditsView {
  tab: CreditsTab;
  search: string;
  /** Picks of the filter, ["all"] when it does not narrow. */
  calculation: string[];
  status: string[];
  sort: LoanListSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: PageSize;
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
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    tab: params.get('tab') === 'insurance' ? 'insurance' : 'loans',
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    calculation: picks(params.get('calculation'), CALCULATION_RESULTS),
    status: picks(params.get('status'), CREDIT_FILTER_STATUSES),
    sort: (LOAN_LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as LoanListSort) : DEFAULT_VIEW.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
  };
}

/** The view's URL parameters; defaults are left out so the plain /credits stays clean. */
export function writeCreditsView(view: CreditsView, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // Other tabs' own parameters (ins_*) are kept as they are.
  keep?.forEach((value, key) => {
    if (key.startsWith('ins_')) params.set(key, value);
  });
  const set = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params.set(key, value);
  };
  set('tab', view.tab, DEFAULT_VIEW.tab);
  set('search', view.search.trim(), '');
  set('calculation', view.calculation.includes(ALL) ? '' : view.calculation.join(','), '');
  set('status', view.status.includes(ALL) ? '' : view.status.join(','), '');
  set('sort', view.sort, DEFAULT_VIEW.sort);
  set('order', view.order, DEFAULT_VIEW.order);
  set('page', String(view.page), '1');
  set('page_size', String(view.pageSize), String(DEFAULT_PAGE_SIZE));
  return params;
}

/** The API's query for the view (GET /loans, /loans/ids, /loans/export). */
export function listQueryOf(view: CreditsView, companyId: number): Record<string, string | number> {
  const query: Record<string, string | number> = { company_id: companyId, sort: view.sort, order: view.order };
  if (view.search.trim()) query.search = view.search.trim();
  if (!view.calculation.includes(ALL)) query.calculation = view.calculation.join(',');
  if (!view.status.includes(ALL)) query.status = view.status.join(',');
  return query;
}

/** A change of the filters, search or page size starts again at page 1. */
export function changeView(view: CreditsView, patch: Partial<CreditsView>): CreditsView {
  const resetsPage = ['search', 'calculation', 'status', 'pageSize', 'sort', 'order'].some((k) => k in patch);
  return { ...view, ...patch, page: patch.page ?? (resetsPage ? 1 : view.page) };
}
