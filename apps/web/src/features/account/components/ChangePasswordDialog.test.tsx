import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../../lib/authStore';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { ChangePasswordDialog } from './ChangePasswordDialog';

afterEach(() => notifications.clean());

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) => {
  if (current) await user.type(screen.getByTestId('current-password'), current);
  if (next) await user.type(screen.getByTestId('new-password'), next);
  if (confirm) await user.type(screen.getByTestId('confirm-new-password'), confirm);
  await user.click(screen.getByTestId('change-password-submit'));
};

describe('ChangePasswordDialog', () => {
  it("shows the register rule's messages and sends nothing while the form is wrong", async () => {
    const sent = vi.fn();
    server.use(http.put('/api/auth/password', () => (sent(), new HttpResponse(null, { status: 204 }))));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();

    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);

    await fill(user, 'Actual#2026', 'corta', 'corta');
    expect(
      await screen.findByText('La contraseña debe tener al menos 8 caracteres y un carácter especial'),
    ).toBeInTheDocument();
    await user.clear(screen.getByTestId('new-password'));
    await user.clear(screen.getByTestId('confirm-new-password'));
    await fill(user, '', 'Nueva#2026', 'Otra#2026x');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("sends the three fields, renews this session's token, tells the person and closes", async () => {
    let body: unknown = null;
    server.use(
      http.put('/api/auth/password', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/auth/refresh', () => HttpResponse.json({ accessToken: 'renewed-token', expiresIn: 900 })),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog onClose={onClose} />);
    await fill(user, 'Actual#2026', 'Nueva#2026', 'Nueva#2026');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ currentPassword: 'Actual#2026', newPassword: 'Nueva#2026', confirmPassword: 'Nueva#2026' });
    expect(getAccessToken()).toBe('renewed-token');
    expect(await screen.findByText('Tu contraseña se cambió. Cerramos tus otras sesiones.')).toBeInTheDocument();
  });

  it('a wrong current password is shown beside its field; a lockout above the buttons', async () => {
    let answer = 422;
    server.use(
      http.put('/api/auth/password', () =>
        answer === 422
          ? HttpResponse.json(
              { error: 'current_password_incorrect', message: 'La contraseña actual no es correcta.' },
              { status: 422 },
            )
          : HttpResponse.json(
              { error: 'too_many_attempts', message: 'Demasiados intentos fallidos. Intenta de nuevo más tarde.' },
              { status: 429, headers: { 'retry-after': '60' } },
            ),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordDialog onClose={onClose} />);
    await fill(user, 'Mala#2026x', 'Nueva#2026', 'Nueva#2026');
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(screen.getByTestId('current-password')).toHaveAttribute('aria-invalid', 'true');

    answer = 429;
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent(
      'Demasiados intentos fallidos. Intenta de nuevo más tarde.',
    );
    expect(onClose).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
