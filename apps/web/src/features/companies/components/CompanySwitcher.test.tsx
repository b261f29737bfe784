import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, grantsFor } from '@abono/domain';
import { selectedCompanyStore, setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { companyA, companyB } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { CompanySwitcher } from './CompanySwitcher';

const grantsOf = (...names: string[]) => grantsFor(names);

describe('CompanySwitcher', () => {
  it('selects the first company when none is selected and persists it', async () => {
    server.use(...sessionHandlers({ user: null }));
    renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.employee)} />);
    await waitFor(() => expect(selectedCompanyStore.get()).toBe(companyA.id));
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedCompany)).toBe(String(companyA.id));
    // The switcher shows the choice once React has rendered it (a deferred value, decision 102).
    await waitFor(() => expect(screen.getByTestId('company-switcher-current')).toHaveTextContent(companyA.name));
    // Its name holds the visible name and not the logo's initial (WCAG 2.5.3, label in name).
    expect(screen.getByTestId('company-switcher')).toHaveAccessibleName(`Empresa seleccionada: ${companyA.name}`);
    // Named by its content, not an aria-label that must repeat the visible text (Lighthouse read the
    // initial as visible text and flagged the mismatch).
    expect(screen.getByTestId('company-switcher')).not.toHaveAttribute('aria-label');
    // Lighthouse's label-content-name-mismatch read the logo's initial as visible text: it is decoration.
    const initial = within(screen.getByTestId('company-switcher')).getByText(companyA.name.charAt(0), { exact: true });
    expect(initial.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps a stored selection that is still accessible, and switches on click', async () => {
    server.use(...sessionHandlers({ user: null }));
    setSelectedCompanyId(companyB.id);
    const user = userEvent.setup();
    renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.employee)} />);
    expect(await screen.findByText(companyB.name)).toBeInTheDocument();
    await user.click(screen.getByTestId('company-switcher'));
    await user.click(await screen.findByTestId(`company-option-${companyA.id}`));
    expect(selectedCompanyStore.get()).toBe(companyA.id);
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedCompany)).toBe(String(companyA.id));
  });

  it('shows the logo image or the initial', async () => {
    server.use(...sessionHandlers({ user: null }));
    const user = userEvent.setup();
    renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.employee)} />);
    await user.click(await screen.findByTestId('company-switcher'));
    const optionA = await screen.findByTestId(`company-option-${companyA.id}`);
    expect(optionA.querySelector('img')).toBeNull();
    expect(optionA).toHaveTextContent(/^I/);
    expect(screen.getByTestId(`company-option-${companyB.id}`).querySelector('img')).toHaveAttribute(
      'src',
      '/api/files/logo-b',
    );
  });

  it.each([
    ['admin defaults', DEFAULT_ROLE_PERMISSIONS.admin, true],
    ['super_admin defaults', DEFAULT_ROLE_PERMISSIONS.super_admin, true],
    ['hr defaults', DEFAULT_ROLE_PERMISSIONS.hr, false],
    ['treasury defaults', DEFAULT_ROLE_PERMISSIONS.treasury, false],
    ['employee defaults', DEFAULT_ROLE_PERMISSIONS.employee, false],
    // The grant decides, never the role's name: a role called anything holding create_company.
    ['create_company alone', ['create_company'], true],
    [
      "admin's others without create_company",
      DEFAULT_ROLE_PERMISSIONS.admin.filter((p) => p !== 'create_company'),
      false,
    ],
  ])('add-company for %s: %s', async (_label, names, visible) => {
    server.use(...sessionHandlers({ user: null }));
    const user = userEvent.setup();
    renderWithProviders(<CompanySwitcher grants={grantsOf(...names)} />);
    await user.click(await screen.findByTestId('company-switcher'));
    await screen.findByTestId(`company-option-${companyA.id}`);
    expect(Boolean(screen.queryByTestId('add-company-button'))).toBe(visible);
  });

  it('the open menu with the add-company item passes axe', async () => {
    server.use(...sessionHandlers({ user: null }));
    const user = userEvent.setup();
    renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.admin)} />);
    await user.click(await screen.findByTestId('company-switcher'));
    await screen.findByTestId(`company-option-${companyA.id}`);
    expect(screen.getByTestId('add-company-button')).toBeInTheDocument();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('opens the create-company modal and validates name and logo', async () => {
    server.use(...sessionHandlers({ user: null }));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.admin)} />);
    await user.click(await screen.findByTestId('company-switcher'));
    await user.click(await screen.findByTestId('add-company-button'));
    await user.click(await screen.findByTestId('company-create-submit'));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByTestId('company-name-input'), 'Nueva S.A.');
    await user.click(screen.getByTestId('company-create-submit'));
    expect(await screen.findByText('Tipo de archivo no válido. Solo se permiten imágenes.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    await user.click(screen.getByTestId('company-create-submit'));
    expect(await screen.findByText('El archivo es demasiado grande (máximo 5 MB)')).toBeInTheDocument();
  });

  it('creates a company, toasts, and selects it', async () => {
    const created = { id: 3, name: 'Nueva S.A.', logo: null };
    let contentType = '';
    let list = [companyA, companyB];
    server.use(
      mswHttp.post('/api/companies', ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        list = [...list, created];
        return HttpResponse.json(created, { status: 201 });
      }),
      mswHttp.get('/api/companies', () => HttpResponse.json(list)),
      ...sessionHandlers({ user: null }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.super_admin)} />);
    await waitFor(() => expect(selectedCompanyStore.get()).toBe(companyA.id));
    await user.click(screen.getByTestId('company-switcher'));
    await user.click(await screen.findByTestId('add-company-button'));
    await user.type(await screen.findByTestId('company-name-input'), 'Nueva S.A.');
    await user.click(screen.getByTestId('company-create-submit'));
    expect(await screen.findByText('Empresa creada correctamente')).toBeInTheDocument();
    await waitFor(() => expect(selectedCompanyStore.get()).toBe(3));
    expect(contentType).not.toContain('application/json');
    await waitFor(() => expect(screen.queryByTestId('company-name-input')).not.toBeInTheDocument());
  });

  it('shows the empty state without companies and the error state on failure', async () => {
    server.use(...sessionHandlers({ user: null, companies: [] }));
    const user = userEvent.setup();
    const first = renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.employee)} />);
    // With nothing selected the button is named by what it shows.
    expect(screen.getByTestId('company-switcher')).toHaveAccessibleName('Seleccionar empresa');
    await user.click(screen.getByTestId('company-switcher'));
    expect(await screen.findByTestId('company-switcher-empty')).toHaveTextContent('No tienes acceso a ninguna empresa');
    first.unmount();

    server.use(
      mswHttp.get('/api/companies', () => HttpResponse.json({ error: 'forbidden', message: 'x' }, { status: 403 })),
    );
    renderWithProviders(<CompanySwitcher grants={grantsOf(...DEFAULT_ROLE_PERMISSIONS.employee)} />);
    await user.click(screen.getByTestId('company-switcher'));
    expect(await screen.findByTestId('company-switcher-error')).toHaveTextContent(
      'Ocurrió un error al realizar la operación',
    );
  });
});
