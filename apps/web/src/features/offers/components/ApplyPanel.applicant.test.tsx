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
import { makeOffer } from '../testing/fixtures';
import { ApplyPanel } from './ApplyPanel';

it("a person hired by two companies applies with the selected company's control number and branch", async () => {
  const offer = makeOffer({ companyId: companyB.id });
  server.use(mswHttp.get('/api/loans/offers/:id', () => HttpResponse.json(offer)));
  const client = createQueryClient();
  client.setQueryData(meQuery.queryKey, makeTwoCompanyUser());
  setAccessToken('access-1');
  setSelectedCompanyId(companyB.id);
  renderWithProviders(<ApplyPanel opened companyId={companyB.id} productId={offer.product.id} onClose={() => {}} />, {
    client,
  });

  expect(await screen.findByTestId('apply-employee-code')).toHaveValue('P-900');
  expect(screen.getByTestId('apply-branch')).toHaveValue('Mazatlán');
  expect(screen.getByTestId('apply-name')).toHaveValue('Ana María López Ruiz');
});
