/** «¿Olvidaste tu contraseña?» (decision 085): from /login to the reset form and back with a success message. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { sessionHandlers } from '../../../test/handlers';
import { renderApp } from '../../../test/renderApp';
import { TEST_FINGERPRINT } from '../../../test/resetTestState';
import { server } from '../../../test/server';

const tin = () => screen.getByLabelText(/^RFC/);
const code = () => screen.getByLabelText(/^Código de restablecimiento/);
const password = () => screen.getByLabelText(/^Nueva contraseña/);
const confirm = () => screen.getByLabelText(/^Confirma la nueva contraseña/);
const submit = () => screen.getByTestId('reset-submit');

function captureReset(answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post('/api/auth/reset-password', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function openFromLogin() {
  server.use(...sessionHandlers({ user: null }));
  const user = userEvent.setup();
  const app = renderApp('/login');
  await user.click(await screen.findByTestId('forgot-password'));
  await screen.findByTestId('reset-password-page');
  return { user, ...app };
}

describe('ResetPasswordPage', () => {
  it('opens from /login, sends tin, code, passwords and fingerprint, returns to /login with a message', async () => {
    const bodies = captureReset();
    const { user, router } = await openFromLogin();
    await waitFor(() => expect(document.title).toBe('Restablecer contraseña · Abono'));
    await expectNoAxeViolations();
    await user.type(tin(), 'empl800101aa1');
    await user.type(code(), 'abcd-efgh-jkmn');
    await user.type(password(), 'Nueva#Clave26');
    await user.type(confirm(), 'Nueva#Clave26');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByTestId('password-reset-done')).toHaveTextContent(
      'Tu contraseña se cambió. Inicia sesión con la nueva.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(bodies).toEqual([
      {
        tin: 'EMPL800101AA1',
        code: 'ABCDEFGHJKMN',
        password: 'Nueva#Clave26',
        confirmPassword: 'Nueva#Clave26',
        fingerprint: TEST_FINGERPRINT,
      },
    ]);
  });

  it('checks the fields with the domain schema before sending anything', async () => {
    const bodies = captureReset();
    const { user } = await openFromLogin();
    await user.type(code(), 'ABC');
    await user.type(password(), 'corta');
    await user.type(confirm(), 'otra');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El código de restablecimiento no es válido')).toBeInTheDocument();
    expect(screen.getByText(/al menos 8 caracteres y un carácter especial/)).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(bodies).toEqual([]);
  });

  it('a refused code stays on the form with the server message on the code field', async () => {
    const message = 'El RFC o el código de restablecimiento no es válido, o el código ya expiró.';
    captureReset(() =>
      HttpResponse.json(
        { error: 'invalid_reset_code', message, fields: { code: 'auth.error.invalid_reset_code' } },
        { status: 422 },
      ),
    );
    const { user, router } = await openFromLogin();
    await user.type(tin(), 'EMPL800101AA1');
    await user.type(code(), 'ABCD-EFGH-JKMN');
    await user.type(password(), 'Nueva#Clave26');
    await user.type(confirm(), 'Nueva#Clave26');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('El código de restablecimiento no es válido')).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
