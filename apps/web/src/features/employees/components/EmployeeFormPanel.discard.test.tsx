import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { ROLES } from '../testing/employeeFixtures';
import { EmployeeFormPanel } from './EmployeeFormPanel';

describe('the employee drawer asks before discarding', () => {
  it('Escape with a typed name asks; «Seguir editando» keeps it; an untouched form closes at once', async () => {
    server.use(mswHttp.get('/api/employees/roles', () => HttpResponse.json({ rows: [ROLES.employee, ROLES.hr] })));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <EmployeeFormPanel companyId={1} employeeId={null} knownRoles={[ROLES.employee]} onClose={onClose} />,
    );
    await user.type(await screen.findByTestId('employee-name'), 'Ana Torres');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByTestId('discard-keep'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('employee-name')).toHaveValue('Ana Torres');

    await user.clear(screen.getByTestId('employee-name'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
