/**
 * What every server-paged back-office list (credits, employees) keeps in the URL beside its own
 * filters (decision 035): search, sort, order, page and page size, so a reload or a shared link
 * shows the same view. Unknown or malformed values fall back to the defaults instead of
 * breaking the screen; defaults are left out of the URL so the plain list stays clean.
 */
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, PAGE_SIZES, type PageSize } from '@abono/domain';

export interface ListView<S extends string> {
  search: string;
  sort: S;
  order: 'asc' | 'desc';
  page: number;
  pageSize: PageSize;
}

/** The list part of the URL, read with `sorts` the list's sortable columns. */
export function readListView<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaultSort: S,
): ListView<S> {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: (sorts as readonly string[]).includes(sort) ? (sort as S) : defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
  };
}

/**
 * Writes the view into `params` (after what the caller put there): the search, the list's
 * `filters` ('' when a filter does not narrow), then sort, order and paging; defaults left out.
 */
export function writeListView<S extends string>(
  params: URLSearchParams,
  view: ListView<S>,
  defaults: Pick<ListView<S>, 'sort' | 'order'>,
  filters: Record<string, string> = {},
): URLSearchParams {
  const set = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params.set(key, value);
  };
  set('search', view.search.trim(), '');
  for (const [key, value] of Object.entries(filters)) set(key, value, '');
  set('sort', view.sort, defaults.sort);
  set('order', view.order, defaults.order);
  set('page', String(view.page), '1');
  set('page_size', String(view.pageSize), String(DEFAULT_PAGE_SIZE));
  return params;
}

/**
 * A change of the search, a filter, the sort or the page size starts again at page 1 (the old
 * page may not exist any more); a page change keeps the rest. `keepsPage`: other parts of the
 * view that leave the page as it is (the credits tab).
 */
export function changeListView<V extends ListView<string>>(
  view: V,
  patch: Partial<V>,
  keepsPage: readonly (keyof V)[] = [],
): V {
  const resetsPage = (Object.keys(patch) as (keyof V)[]).some((key) => key !== 'page' && !keepsPage.includes(key));
  return { ...view, ...patch, page: patch.page ?? (resetsPage ? 1 : view.page) };
}
