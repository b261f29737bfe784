import { http as mswHttp, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/server';
import { TEST_FINGERPRINT } from '../../../test/resetTestState';
import { renderWithProviders } from '../../../test/renderApp';
import { LoginPage } from './LoginPage';

const tin = () => screen.getByLabelText(/^RFC/);
const password = () => screen.getByLabelText(/^Contraseña/);
const confirm = () => screen.getByLabelText(/^Confirmar contraseña/);
const code = () => screen.queryByLabelText(/^Código de activación/);
const submit = () => screen.getByTestId('auth-submit');

async function openRegister() {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path: '/login' });
  expect(code()).toBeNull();
  await user.click(screen.getByTestId('auth-mode-toggle'));
  await user.type(tin(), 'OEPL900214KX2');
  await user.type(password(), 'Segura#2026');
  await user.type(confirm(), 'Segura#2026');
  return user;
}

function captureRegister(
  answer: () => Response = () => HttpResponse.json({ id: 1, tin: 'OEPL900214KX2', companyIds: [1] }, { status: 201 }),
) {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post('/api/auth/register', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('register with an activation code', () => {
  it('shows the optional field only when registering, with its hint', async () => {
    await openRegister();
    expect(code()).toBeInTheDocument();
    expect(code()).not.toBeRequired();
    expect(screen.getByText(/Si Recursos Humanos te dio un código/)).toBeInTheDocument();
  });

  it('sends the code normalized along with the registration', async () => {
    const bodies = captureRegister();
    const user = await openRegister();
    await user.type(code()!, 'dema-baj4 7kq3');
    expect(code()).toHaveValue('DEMA-BAJ4 7KQ3');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Registro exitoso. Ahora inicia sesión.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        tin: 'OEPL900214KX2',
        password: 'Segura#2026',
        confirmPassword: 'Segura#2026',
        fingerprint: TEST_FINGERPRINT,
        activationCode: 'DEMABAJ47KQ3',
      },
    ]);
  });

  it('refuses a malformed code before sending', async () => {
    const bodies = captureRegister();
    const user = await openRegister();
    await user.type(code()!, 'ABC');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('El código de activación no es válido o ya expiró')).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("marks the field with the server's refusal and keeps the form in register mode", async () => {
    captureRegister(() =>
      HttpResponse.json(
        {
          error: 'invalid_activation_code',
          message: 'El código de activación no es válido o ya expiró. Pide uno nuevo a Recursos Humanos.',
          fields: { activationCode: 'auth.error.invalid_activation_code' },
        },
        { status: 422 },
      ),
    );
    const user = await openRegister();
    await user.type(code()!, 'ABCD-EFGH-JKMN');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(/Pide uno nuevo a Recursos Humanos/)).toBeInTheDocument();
    expect(await screen.findByText('El código de activación no es válido o ya expiró')).toBeInTheDocument();
    expect(code()).toHaveValue('ABCD-EFGH-JKMN');
    expect(submit()).toHaveTextContent('Registrarme');
    // Typing clears the error.
    await user.type(code()!, 'P');
    expect(code()).not.toHaveAttribute('aria-invalid', 'true');
  });
});
