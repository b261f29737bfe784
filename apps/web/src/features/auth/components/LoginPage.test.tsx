import { http as mswHttp, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/server';
import { TEST_FINGERPRINT } from '../../../test/resetTestState';
import { renderWithProviders } from '../../../test/renderApp';
import { LoginPage } from './LoginPage';

const REQUIRED = 'Este campo es obligatorio';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path: '/login' });
  return user;
}

const tin = () => screen.getByLabelText(/^RFC/);
const password = () => screen.getByLabelText(/^Contraseña/);
const confirm = () => screen.queryByLabelText(/^Confirmar contraseña/);
const submit = () => screen.getByTestId('auth-submit');

describe('LoginPage', () => {
  it('shows the two cosmetic tabs', () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Soy solicitante' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Soy RRHH' })).toBeInTheDocument();
  });

  it('shows the required error when a field is blurred empty and clears it on change', async () => {
    const user = setup();
    await user.click(tin());
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(tin()).toHaveAttribute('aria-invalid', 'true');
    await user.type(tin(), 'A');
    expect(tin()).not.toHaveAttribute('aria-invalid', 'true');
    // Leaving the password empty on the way out shows its own error, and only that one.
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sanitises the tin: angle brackets removed, cut at 30', async () => {
    const user = setup();
    await user.type(tin(), '<AB>C');
    expect(tin()).toHaveValue('ABC');
    await user.clear(tin());
    await user.click(tin());
    await user.paste('Z'.repeat(40));
    expect(tin()).toHaveValue('Z'.repeat(30));
  });

  it('validates on submit with the schema message keys', async () => {
    const user = setup();
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
  });

  it('register mode checks the password rules and the confirmation', async () => {
    const user = setup();
    await user.click(screen.getByTestId('auth-mode-toggle'));
    await user.type(tin(), 'NEWU800101AA1');
    await user.type(password(), 'short');
    await user.type(confirm()!, 'other');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(/al menos 8 caracteres y un carácter especial/)).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('toggling modes clears the fields', async () => {
    const user = setup();
    await user.type(tin(), 'ABC');
    await user.type(password(), 'secret');
    expect(confirm()).toBeNull();
    await user.click(screen.getByTestId('auth-mode-toggle'));
    expect(confirm()).toBeInTheDocument();
    expect(tin()).toHaveValue('');
    expect(password()).toHaveValue('');
    await user.type(tin(), 'XYZ');
    await user.click(screen.getByTestId('auth-mode-toggle'));
    expect(confirm()).toBeNull();
    expect(tin()).toHaveValue('');
  });

  it('after registering it toasts success and returns to login mode with empty fields', async () => {
    let body: unknown = null;
    server.use(
      mswHttp.post('/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const user = setup();
    await user.click(screen.getByTestId('auth-mode-toggle'));
    await user.type(tin(), ' NEWU800101AA1 ');
    await user.type(password(), 'Segura#2026');
    await user.type(confirm()!, 'Segura#2026');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Registro exitoso. Ahora inicia sesión.')).toBeInTheDocument();
    await waitFor(() => expect(confirm()).toBeNull());
    expect(tin()).toHaveValue('');
    expect(submit()).toHaveTextContent('Iniciar sesión');
    expect(body).toEqual({
      tin: 'NEWU800101AA1',
      password: 'Segura#2026',
      confirmPassword: 'Segura#2026',
      fingerprint: TEST_FINGERPRINT,
    });
  });

  it('shows the server message when login fails', async () => {
    server.use(
      mswHttp.post('/api/auth/login', () =>
        HttpResponse.json({ error: 'invalid_credentials', message: 'RFC o contraseña incorrectos.' }, { status: 401 }),
      ),
    );
    const user = setup();
    await user.type(tin(), 'EMPL800101AA1');
    await user.type(password(), 'wrong');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('RFC o contraseña incorrectos.')).toBeInTheDocument();
  });

  it('shows the catalog text of the error code (never the bare code), then messages.login_error', async () => {
    server.use(
      mswHttp.post('/api/auth/login', () => HttpResponse.json({ error: 'too_many_attempts' }, { status: 429 })),
    );
    const user = setup();
    await user.type(tin(), 'EMPL800101AA1');
    await user.type(password(), 'wrong');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    // The code's text from the i18n catalog, not the raw code.
    expect(await screen.findByText('Demasiados intentos fallidos. Intenta de nuevo más tarde.')).toBeInTheDocument();
    expect(screen.queryByText('too_many_attempts')).not.toBeInTheDocument();

    server.use(mswHttp.post('/api/auth/login', () => new HttpResponse('oops', { status: 500 })));
    await user.click(submit());
    expect(await screen.findByText('No fue posible iniciar sesión')).toBeInTheDocument();
  });
});
