import { screen } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authStore, initialAuthState } from '../../../lib/authStore';
import { makeUserWithRole } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeDetail, ROLES } from '../testing/employeeFixtures';
import { EmployeeFormPanel } from './EmployeeFormPanel';

const HINT = 'Este es tu propio registro: otra persona del equipo debe cambiar tus datos, tu rol o tu acceso.';

function open(linkedTo: number | null) {
  authStore.set({ ...initialAuthState(), accessToken: 'access-1' });
  server.use(
    ...sessionHandlers({ user: makeUserWithRole('hr', { id: 7 }) }),
    mswHttp.get('/api/employees/:id', () => HttpResponse.json(makeDetail({ id: 11, userId: linkedTo }))),
  );
  renderWithProviders(
    <EmployeeFormPanel companyId={1} employeeId={11} knownRoles={Object.values(ROLES)} onClose={vi.fn()} />,
  );
}

// Segregation of duties (decision 097): the server refuses the edit with 403 own_record_forbidden too.
describe('the employee drawer on one’s own record', () => {
  it('one’s own record: the form (role included) is disabled and says why', async () => {
    open(7);
    expect(await screen.findByTestId('employee-own-hint')).toHaveTextContent(HINT);
    expect(screen.getByTestId('employee-save')).toBeDisabled();
    expect(screen.getByTestId('employee-role')).toBeDisabled();
    expect(screen.getByTestId('employee-form-fieldset')).toHaveAccessibleDescription(HINT);
  });

  it('someone else’s record stays editable', async () => {
    open(900);
    expect(await screen.findByTestId('employee-save')).toBeEnabled();
    expect(screen.queryByTestId('employee-own-hint')).toBeNull();
  });
});
