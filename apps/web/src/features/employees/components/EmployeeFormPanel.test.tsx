import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeDetail, ROLES } from '../testing/employeeFixtures';
import { EmployeeFormPanel } from './EmployeeFormPanel';

const REQUIRED = 'Este campo es obligatorio';

/** GET /api/employees/roles: the roles this user may give, or a failure (the form falls back). */
function roles(answer: { id: number; name: string }[] | null) {
  server.use(
    mswHttp.get('/api/employees/roles', () =>
      answer
        ? HttpResponse.json({ rows: answer })
        : HttpResponse.json({ error: 'forbidden', message: 'No tienes permiso.' }, { status: 403 }),
    ),
  );
}

function posts() {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post('/api/employees', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(makeDetail({ id: 99 }), { status: 201 });
    }),
  );
  return bodies;
}

function renderCreate(knownRoles = [ROLES.employee, ROLES.hr]) {
  const onClose = vi.fn();
  renderWithProviders(<EmployeeFormPanel companyId={1} employeeId={null} knownRoles={knownRoles} onClose={onClose} />);
  return { onClose };
}

/** The error text Mantine shows under a field (its aria-describedby). */
function errorOf(testId: string): string | null {
  const input = screen.getByTestId(testId);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'));
  return error?.textContent ?? null;
}

async function fillValid(user: UserEvent) {
  await user.type(screen.getByTestId('employee-control-number'), 'IB-0500');
  await user.type(screen.getByTestId('employee-name'), 'Ana Torres');
  await user.type(screen.getByTestId('employee-work-location'), 'León');
  await user.selectOptions(screen.getByTestId('employee-bank'), '072');
}

afterEach(() => notifications.clean());

describe('EmployeeFormPanel: create (spec 02 drawer, §5)', () => {
  // Control number, name, work location, bank and role are required.
  it('refuses an empty form in the browser', async () => {
    roles(null);
    const bodies = posts();
    // No role known at all (empty company, no /roles): the role is required too.
    renderCreate([]);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('employee-role')).toBeEnabled());
    // E-mail and phone belong to editing only.
    expect(screen.queryByTestId('employee-email')).not.toBeInTheDocument();
    expect(screen.queryByTestId('employee-phone')).not.toBeInTheDocument();
    expect(screen.getByTestId('employee-status')).toHaveValue('hired');
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(errorOf('employee-control-number')).toBe(REQUIRED));
    expect(errorOf('employee-name')).toBe(REQUIRED);
    expect(errorOf('employee-work-location')).toBe(REQUIRED);
    expect(errorOf('employee-bank')).toBe(REQUIRED);
    expect(errorOf('employee-role')).toBe(REQUIRED);
    expect(errorOf('employee-tin')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('refuses a CLABE whose check digit is wrong, in the browser, with the words the import uses', async () => {
    roles(null);
    const bodies = posts();
    renderCreate();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByTestId('employee-account-number'), '072180000123456781');
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() =>
      expect(errorOf('employee-account-number')).toBe('La CLABE no es válida: su dígito verificador no coincide'),
    );
    expect(bodies).toEqual([]);

    // The right check digit passes, and the employee is saved.
    await user.clear(screen.getByTestId('employee-account-number'));
    await user.type(screen.getByTestId('employee-account-number'), '072180000123456780');
    await waitFor(() => expect(errorOf('employee-account-number')).toBeNull());
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  // Through the domain's RFC rule.
  it('refuses an RFC that is not one ("hola😀") and sends a look-alike normalized', async () => {
    roles(null);
    const bodies = posts();
    renderCreate();
    const user = userEvent.setup();
    await fillValid(user);
    fireEvent.change(screen.getByTestId('employee-tin'), { target: { value: 'hola😀' } });
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() =>
      expect(errorOf('employee-tin')).toBe('El RFC no es válido: 12 o 13 caracteres, como PEML800101AB1'),
    );
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByTestId('employee-tin'), { target: { value: 'ＴＯＡＡ900101ab1\u200B' } });
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ tin: 'TOAA900101AB1' });
  });

  it('refuses text the database cannot hold (NUL) and text longer than its column', async () => {
    roles(null);
    const bodies = posts();
    renderCreate();
    const user = userEvent.setup();
    await fillValid(user);
    fireEvent.change(screen.getByTestId('employee-name'), { target: { value: 'Ana\u0000Torres' } });
    fireEvent.change(screen.getByTestId('employee-work-location'), { target: { value: 'x'.repeat(1_000_000) } });
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(errorOf('employee-name')).toBe('El texto contiene caracteres no permitidos'));
    expect(errorOf('employee-work-location')).toBe('El texto es demasiado largo');
    expect(bodies).toEqual([]);
  });

  it('sends the domain payload (role defaults to employee, status hired), toasts and closes', async () => {
    roles(null);
    const bodies = posts();
    const { onClose } = renderCreate();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByTestId('employee-account-number'), '0721234567');
    await user.type(screen.getByTestId('employee-tin'), 'TOAA900101AB1');
    expect(screen.getByTestId('employee-role')).toHaveValue(String(ROLES.employee.id));
    await user.click(screen.getByTestId('employee-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Empleado creado');
    expect(bodies).toEqual([
      {
        controlNumber: 'IB-0500',
        name: 'Ana Torres',
        status: 'hired',
        work_location: 'León',
        tin: 'TOAA900101AB1',
        role_id: ROLES.employee.id,
        accountNumber: '0721234567',
        bank: '072',
        company_id: 1,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a duplicate control number (409) beside the field and keeps the drawer open', async () => {
    roles(null);
    server.use(
      mswHttp.post('/api/employees', () =>
        HttpResponse.json(
          {
            error: 'duplicate_control_number',
            message: 'Ya existe un empleado con ese número de control.',
            fields: { controlNumber: 'errors.duplicate_control_number' },
          },
          { status: 409 },
        ),
      ),
    );
    const { onClose } = renderCreate();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() =>
      expect(errorOf('employee-control-number')).toBe(
        'Ya existe un empleado con ese número de control en esta empresa.',
      ),
    );
    expect(screen.getByTestId('employee-control-number')).toHaveFocus();
    expect(screen.queryByTestId('employee-form-error')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a refusal without fields shows the server message above the buttons', async () => {
    roles(null);
    server.use(
      mswHttp.post('/api/employees', () =>
        HttpResponse.json({ error: 'role_not_assignable', message: 'No puedes asignar ese rol.' }, { status: 403 }),
      ),
    );
    renderCreate();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByTestId('employee-save'));
    expect(await screen.findByTestId('employee-form-error')).toHaveTextContent(/rol/);
  });

  it('disables Save while the call is pending', async () => {
    roles(null);
    let release: () => void = () => undefined;
    server.use(
      mswHttp.post(
        '/api/employees',
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json(makeDetail(), { status: 201 }));
          }),
      ),
    );
    renderCreate();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(screen.getByTestId('employee-save')).toBeDisabled());
    release();
    expect(await screen.findByTestId('toast-success')).toBeInTheDocument();
  });

  it('offers the roles GET /roles answers, labelled per role name', async () => {
    roles([ROLES.admin, { id: 7, name: 'auditor' }, ROLES.employee, ROLES.hr]);
    renderCreate([]);
    const select = screen.getByTestId('employee-role');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(5));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecciona un rol', 'Solicitante', 'Recursos humanos', 'Administrador', 'auditor']);
  });
});

describe('EmployeeFormPanel: edit', () => {
  function edit(detail = makeDetail()) {
    const puts: unknown[] = [];
    const reads: string[] = [];
    server.use(
      mswHttp.get('/api/employees/:id', ({ request, params }) => {
        reads.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json(detail);
      }),
      mswHttp.put('/api/employees/:id', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(detail);
      }),
    );
    // After /api/employees/:id, so that /api/employees/roles wins (MSW tries the newest first).
    roles(null);
    const onClose = vi.fn();
    renderWithProviders(
      <EmployeeFormPanel companyId={1} employeeId={detail.id} knownRoles={[ROLES.employee]} onClose={onClose} />,
    );
    return { puts, reads, onClose };
  }

  // None (with how to link one and a pending code), or linked and active.
  it('shows whether the record has an account', async () => {
    edit(makeDetail({ hasAccount: false, accessActive: false, activationCodeExpiresAt: '2026-05-20T05:59:00.000Z' }));
    const account = await screen.findByTestId('employee-form-account');
    expect(within(account).getByTestId('form-access-11')).toHaveTextContent('Sin cuenta');
    expect(within(account).getByTestId('form-code-pending-11')).toHaveTextContent('Código vigente hasta el');
    expect(account).toHaveTextContent('El RFC por sí solo no vincula ninguna: genera su código de activación');
  });

  it('a linked record shows its account as active in the drawer', async () => {
    edit(makeDetail({ hasAccount: true, accessActive: true }));
    const account = await screen.findByTestId('employee-form-account');
    expect(within(account).getByTestId('form-access-11')).toHaveTextContent('Activo');
    expect(account).toHaveTextContent('Vinculada con su código de activación');
  });

  it('loads the employee of the selected company, offers e-mail and phone, and PUTs the changes', async () => {
    const { puts, reads, onClose } = edit();
    const user = userEvent.setup();
    const name = await screen.findByTestId('employee-name');
    expect(reads).toEqual(['11?company_id=1']);
    expect(name).toHaveValue('Lucía Hernández Pérez');
    expect(screen.getByTestId('employee-email')).toHaveValue('lucia@bajio.mx');
    expect(screen.getByTestId('employee-bank')).toHaveValue('072');
    // The employee's own role is offered even if the list never showed it.
    expect(screen.getByTestId('employee-role')).toHaveValue(String(ROLES.employee.id));
    await user.clear(screen.getByTestId('employee-phone'));
    await user.type(screen.getByTestId('employee-phone'), '4779876543');
    await user.selectOptions(screen.getByTestId('employee-status'), 'fired');
    await user.click(screen.getByTestId('employee-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Empleado actualizado');
    expect(puts).toEqual([
      {
        controlNumber: 'IB-0001',
        name: 'Lucía Hernández Pérez',
        status: 'fired',
        work_location: 'León',
        tin: 'HEPL900101AB1',
        role_id: ROLES.employee.id,
        accountNumber: '0721234567',
        bank: '072',
        company_id: 1,
        email: 'lucia@bajio.mx',
        phone: '4779876543',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a terminated employee as such and never sends a status (only Activar rehires)', async () => {
    const { puts } = edit(makeDetail({ status: 'terminated' }));
    const user = userEvent.setup();
    expect(await screen.findByTestId('employee-status-terminated')).toHaveValue('Finiquitado');
    expect(screen.queryByTestId('employee-status')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('employee-save'));
    await screen.findByTestId('toast-success');
    expect(puts).toHaveLength(1);
    expect(puts[0]).not.toHaveProperty('status');
  });

  it("another company's employee (404) shows the error, not a form", async () => {
    roles(null);
    server.use(
      mswHttp.get('/api/employees/:id', () => HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 })),
    );
    renderWithProviders(<EmployeeFormPanel companyId={1} employeeId={5} knownRoles={[]} onClose={() => undefined} />);
    expect(await screen.findByTestId('employee-form-load-error')).toHaveTextContent('El recurso solicitado no existe.');
    expect(screen.queryByTestId('employee-form')).not.toBeInTheDocument();
  });
});
