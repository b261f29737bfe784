import { todayInMexicoCity } from '@abono/domain';
import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { setAccessToken } from '../../../lib/authStore';
import { meQuery } from '../../../lib/session/fetchMe';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { companyB, makeTwoCompanyUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { InsurancePanel } from './InsurancePanel';

it("a person hired by two companies gets the selected company's control number and branch", async () => {
  const year = Number(todayInMexicoCity().slice(0, 4)) + 1;
  server.use(
    mswHttp.get('/api/settings', () =>
      HttpResponse.json({
        company_id: companyB.id,
        interestRate: '2.5',
        deadline: `${year}-06-30`,
        issuer_code: null,
        company_location: null,
        company_legal_name: null,
        hsbc_account_number: null,
      }),
    ),
  );
  const client = createQueryClient();
  client.setQueryData(meQuery.queryKey, makeTwoCompanyUser());
  setAccessToken('access-1');
  setSelectedCompanyId(companyB.id);
  renderWithProviders(<InsurancePanel opened companyId={companyB.id} type="life" onClose={() => {}} />, { client });

  expect(await screen.findByTestId('insurance-employee-code')).toHaveValue('P-900');
  expect(screen.getByTestId('insurance-branch')).toHaveValue('Mazatlán');
  expect(screen.getByTestId('insurance-name')).toHaveValue('Ana María López Ruiz');
  expect(screen.queryByTestId('insurance-no-employee')).not.toBeInTheDocument();
});

it('without a hired record in the company the form says so and cannot be sent', async () => {
  const year = Number(todayInMexicoCity().slice(0, 4)) + 1;
  server.use(
    mswHttp.get('/api/settings', () =>
      HttpResponse.json({
        company_id: companyB.id,
        interestRate: '2.5',
        deadline: `${year}-06-30`,
        issuer_code: null,
        company_location: null,
        company_legal_name: null,
        hsbc_account_number: null,
      }),
    ),
  );
  const client = createQueryClient();
  const user = makeTwoCompanyUser();
  client.setQueryData(meQuery.queryKey, {
    ...user,
    employees: user.employees.map((e) => (e.companyId === companyB.id ? { ...e, status: 'terminated' as const } : e)),
  });
  setAccessToken('access-1');
  setSelectedCompanyId(companyB.id);
  renderWithProviders(<InsurancePanel opened companyId={companyB.id} type="life" onClose={() => {}} />, { client });
  expect(await screen.findByTestId('insurance-no-employee')).toBeInTheDocument();
  expect(screen.getByTestId('insurance-submit')).toBeDisabled();
});
