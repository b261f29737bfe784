import type { InsuranceListRow, InsuranceStatus } from '@abono/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/saveBlob';
import { server } from '../../../test/server';
import { renderWithProviders } from '../../../test/renderApp';
import { InsuranceRequestsTab } from './InsuranceRequestsTab';

vi.mock('../../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));
beforeEach(() => vi.mocked(saveBlob).mockReset());

const row = (id: number, status: InsuranceStatus): InsuranceListRow => ({
  id,
  controlNumber: `E-${id}`,
  employeeName: `Persona ${id}`,
  insuranceType: 'life',
  paymentMethod: 'weekly',
  policyAmount: '1000.00',
  weeklyDiscount: '100.00',
  totalAmount: '1010.00',
  status,
  createdAt: '2026-11-20T18:00:00.000Z',
});

function listServer(rows: InsuranceListRow[]) {
  server.use(
    mswHttp.get('/api/loans/insurance', () => HttpResponse.json({ total: rows.length, page: 1, page_size: 10, rows })),
  );
}

describe('InsuranceRequestsTab', () => {
  it("offers exactly the decisions the domain's transition table allows for each row", async () => {
    listServer([row(1, 'pending'), row(2, 'approved'), row(3, 'rejected')]);
    renderWithProviders(<InsuranceRequestsTab companyId={1} />);
    expect(await screen.findByTestId('insurance-approve-1')).toBeEnabled();
    expect(screen.getByTestId('insurance-reject-1')).toBeEnabled();
    for (const id of [2, 3]) {
      expect(screen.queryByTestId(`insurance-approve-${id}`)).toBeNull();
      expect(screen.queryByTestId(`insurance-reject-${id}`)).toBeNull();
    }
  });

  it('saves the payslip under the name the server gives', async () => {
    listServer([row(4, 'pending')]);
    server.use(
      mswHttp.get(
        '/api/loans/insurance/:id/payslip',
        ({ params }) =>
          new HttpResponse('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="recibo_nomina_${String(params.id)}.pdf"`,
            },
          }),
      ),
    );
    renderWithProviders(<InsuranceRequestsTab companyId={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payslip-4'));
    expect(await screen.findByTestId('toast-success')).toBeInTheDocument();
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'recibo_nomina_4.pdf');
    expect(within(screen.getByTestId('insurance-table')).getByTestId('insurance-approve-4')).toBeEnabled();
  });
});
