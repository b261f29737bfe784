import {
  DEFAULT_ROLE_PERMISSIONS,
  grantsFor,
  pagesFor,
  type EmployeeDetail,
  type EmployeeList,
  type EmployeeListRow,
  type RoleName,
  type SessionUser,
} from '@abono/domain';
import type { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http as mswHttp } from 'msw';
import { setAccessToken } from '../../../lib/authStore';
import { meQuery } from '../../../lib/session/fetchMe';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { makeUser } from '../../../test/fixtures';
import { server } from '../../../test/server';

export const ROLES = {
  employee: { id: 1, name: 'employee' },
  hr: { id: 2, name: 'hr' },
  admin: { id: 4, name: 'admin' },
};

export function makeRow(overrides: Partial<EmployeeListRow> = {}): EmployeeListRow {
  return {
    id: 11,
    controlNumber: 'IB-0001',
    name: 'Lucía Hernández Pérez',
    email: 'lucia@bajio.mx',
    phone: '4771234567',
    status: 'hired',
    role: ROLES.employee,
    hasAccount: true,
    userId: 900,
    accessActive: true,
    activationCodeExpiresAt: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    ...makeRow(),
    companyId: 1,
    workLocation: 'León',
    tin: 'HEPL900101AB1',
    accountNumber: '0721234567',
    bank: '072',
    totalSavings: '0.00',
    deactivatedAt: null,
    ...overrides,
  };
}

export function listOf(rows: EmployeeListRow[], overrides: Partial<EmployeeList> = {}): EmployeeList {
  return { total: rows.length, page: 1, page_size: 10, rows, ...overrides };
}

/**
 * A signed-in back-office user of `role` (its default pages and grants), working in company 1,
 * known to `client` (the tests pass the app's real query client).
 */
export function signIn(client: QueryClient, role: RoleName = 'hr', overrides: Partial<SessionUser> = {}) {
  const user = makeUser({
    role,
    accessiblePages: pagesFor(DEFAULT_ROLE_PERMISSIONS[role]),
    permissions: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]),
    ...overrides,
  });
  client.setQueryData(meQuery.queryKey, user);
  setAccessToken('access-1');
  setSelectedCompanyId(1);
  return { user, client };
}

/** GET /api/employees answering `rows`, recording each query string it was asked with. */
export function listServer(rows: EmployeeListRow[] | ((query: URLSearchParams) => EmployeeList)) {
  const queries: URLSearchParams[] = [];
  server.use(
    mswHttp.get('/api/employees', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(typeof rows === 'function' ? rows(query) : listOf(rows));
    }),
  );
  return { queries };
}
