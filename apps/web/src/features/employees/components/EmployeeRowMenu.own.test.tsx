import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore, initialAuthState } from '../../../lib/authStore';
import { makeUserWithRole } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeRow } from '../testing/employeeFixtures';
import { EmployeeRowMenu } from './EmployeeRowMenu';

async function menuOf(userId: number | null) {
  authStore.set({ ...initialAuthState(), accessToken: 'access-1' });
  server.use(...sessionHandlers({ user: makeUserWithRole('admin', { id: 7 }) }));
  renderWithProviders(
    <EmployeeRowMenu employee={makeRow({ id: 11, userId })} canManageAuth busy={false} onAction={vi.fn()} />,
  );
  await userEvent.setup().click(await screen.findByTestId('employee-menu-11'));
}

// Segregation of duties (decision 097): the server refuses these with 403 own_record_forbidden too.
describe('the employee row menu on one’s own record', () => {
  it('status, access and unlink are disabled with the reason; opening the record is not', async () => {
    await menuOf(7);
    expect(await screen.findByTestId('employee-menu-own-hint')).toHaveTextContent(
      'Este es tu propio registro: otra persona del equipo debe cambiar tus datos, tu rol o tu acceso.',
    );
    expect(screen.getByTestId('employee-action-edit')).toBeEnabled();
    for (const action of ['deactivate', 'revoke_access', 'reset_code', 'unlink_account'])
      expect(screen.getByTestId(`employee-action-${action}`)).toBeDisabled();
  });

  it('someone else’s row keeps every action', async () => {
    await menuOf(900);
    expect(await screen.findByTestId('employee-action-revoke_access')).toBeEnabled();
    expect(screen.queryByTestId('employee-menu-own-hint')).toBeNull();
  });
});
