import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { setAccessToken } from '../../../lib/authStore';
import { server } from '../../../test/server';
import { DEFAULT_EMPLOYEES_VIEW } from '../lib/employeesView';
import { listOf, makeDetail, makeRow } from '../testing/employeeFixtures';
import { useAccountAccess } from './useAccountAccess';
import { useEmployeeListQuery } from './useEmployeeListQuery';
import { employeeQuery, useEmployeeQuery } from './useEmployeeQuery';
import { useEmployeeStatusChange } from './useEmployeeStatusChange';
import { useIssueActivationCode } from './useIssueActivationCode';
import { useSaveEmployee } from './useSaveEmployee';

/** Employee 11 of company 1 open in the drawer over the list; counts the reads of each. */
function openEmployee() {
  const reads = { detail: 0, list: 0 };
  server.use(
    mswHttp.get('/api/employees/11', () => {
      reads.detail += 1;
      return HttpResponse.json(makeDetail());
    }),
    mswHttp.get('/api/employees', () => {
      reads.list += 1;
      return HttpResponse.json(listOf([makeRow()]));
    }),
  );
  setAccessToken('access-1');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      detail: useEmployeeQuery(11, 1),
      list: useEmployeeListQuery(1, DEFAULT_EMPLOYEES_VIEW),
      save: useSaveEmployee(),
      status: useEmployeeStatusChange(),
      access: useAccountAccess(),
      code: useIssueActivationCode(),
    }),
    { wrapper },
  );
  return { reads, client, hook };
}

async function loaded({ hook, reads }: ReturnType<typeof openEmployee>) {
  await waitFor(() => expect(hook.result.current.detail.data && hook.result.current.list.data).toBeTruthy());
  expect(reads).toEqual({ detail: 1, list: 1 });
}

describe('an action on an employee updates the cached employee from its answer and reads only the lists again', () => {
  it('saving an edit: the drawer shows the saved employee without reading it again', async () => {
    const open = openEmployee();
    await loaded(open);
    const saved = makeDetail({ name: 'Lucía Hernández Ruiz', role: { id: 2, name: 'hr' } });
    server.use(mswHttp.put('/api/employees/11', () => HttpResponse.json(saved)));
    const { controlNumber, name, workLocation } = makeDetail();
    await act(() =>
      open.hook.result.current.save.mutateAsync({
        kind: 'update',
        employeeId: 11,
        body: {
          company_id: 1,
          controlNumber,
          name,
          status: 'hired',
          work_location: workLocation,
          tin: 'HEPL900101AB1',
          email: 'lucia@bajio.mx',
          phone: '4771234567',
          accountNumber: '0721234567',
          bank: '072',
          role_id: 2,
        },
      }),
    );
    await waitFor(() => expect(open.reads.list).toBe(2));
    expect(open.client.getQueryData(employeeQuery(11, 1).queryKey)).toEqual(saved);
    expect(open.hook.result.current.detail.data?.name).toBe('Lucía Hernández Ruiz');
    expect(open.reads.detail).toBe(1);
  });

  it('a deactivation, a revoked access and a new activation code patch the employee with their answers', async () => {
    const open = openEmployee();
    await loaded(open);
    server.use(
      mswHttp.put('/api/employees/11/deactivate', () =>
        HttpResponse.json({ id: 11, status: 'fired', totalSavings: '0.00', deactivatedAt: '2026-05-01T18:00:00.000Z' }),
      ),
      mswHttp.put('/api/employees/11/revoke-access', () => HttpResponse.json({ id: 11, accessActive: false })),
      mswHttp.post('/api/employees/11/activation-code', () =>
        HttpResponse.json(
          { employeeId: 11, code: 'ABCD-EFGH-JKLM', expiresAt: '2026-05-08T05:59:00.000Z' },
          { status: 201 },
        ),
      ),
    );
    await act(() => open.hook.result.current.status.mutateAsync({ kind: 'deactivate', employeeId: 11, companyId: 1 }));
    await act(() =>
      open.hook.result.current.access.mutateAsync({ action: 'revoke_access', employeeId: 11, companyId: 1 }),
    );
    await act(() => open.hook.result.current.code.mutateAsync({ employeeId: 11 }));
    await waitFor(() => expect(open.reads.list).toBe(4));
    expect(open.hook.result.current.detail.data).toEqual(
      makeDetail({
        status: 'fired',
        totalSavings: '0.00',
        deactivatedAt: '2026-05-01T18:00:00.000Z',
        accessActive: false,
        activationCodeExpiresAt: '2026-05-08T05:59:00.000Z',
      }),
    );
    expect(open.reads.detail).toBe(1);
  });
});
