import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { EmailNoticesSwitch } from './EmailNoticesSwitch';

type Preferences = { emailNotices: boolean; hasEmail: boolean; mailEnabled: boolean };

function preferencesServer(initial: Preferences, options: { failPut?: boolean } = {}) {
  let stored = { ...initial };
  const puts: unknown[] = [];
  server.use(
    http.get('/api/auth/preferences', () => HttpResponse.json(stored)),
    http.put('/api/auth/preferences', async ({ request }) => {
      const body = (await request.json()) as { emailNotices: boolean };
      puts.push(body);
      if (options.failPut)
        return HttpResponse.json({ error: 'database_unavailable', message: 'Sin servicio' }, { status: 503 });
      stored = { ...stored, emailNotices: body.emailNotices && stored.hasEmail };
      return HttpResponse.json(stored);
    }),
  );
  return puts;
}

describe('EmailNoticesSwitch', () => {
  it('"Recibir avisos por correo": on by default, turning it off saves and says so', async () => {
    const puts = preferencesServer({ emailNotices: true, hasEmail: true, mailEnabled: true });
    const user = userEvent.setup();
    renderWithProviders(<EmailNoticesSwitch />);
    const toggle = await screen.findByRole('switch', { name: 'Recibir avisos por correo' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();
    expect(screen.queryByTestId('email-notices-hint')).toBeNull();
    await user.click(toggle);
    expect(await screen.findByText('Ya no recibirás avisos por correo.')).toBeInTheDocument();
    expect(puts).toEqual([{ emailNotices: false }]);
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Recibirás tus avisos también por correo.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('without an address it is off and disabled, with the reason', async () => {
    preferencesServer({ emailNotices: false, hasEmail: false, mailEnabled: true });
    renderWithProviders(<EmailNoticesSwitch />);
    expect(await screen.findByTestId('email-notices-hint')).toHaveTextContent(
      'Tu cuenta no tiene correo electrónico registrado.',
    );
    const toggle = screen.getByRole('switch', { name: 'Recibir avisos por correo' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Tu cuenta no tiene correo electrónico registrado.');
  });

  it('when the server sends no e-mail the choice can still be saved, and says it applies later', async () => {
    preferencesServer({ emailNotices: true, hasEmail: true, mailEnabled: false });
    renderWithProviders(<EmailNoticesSwitch />);
    expect(await screen.findByTestId('email-notices-hint')).toHaveTextContent(/aún no envía correos/);
    expect(screen.getByRole('switch', { name: 'Recibir avisos por correo' })).toBeEnabled();
  });

  it('a failed save leaves the switch as the server has it and says so', async () => {
    preferencesServer({ emailNotices: true, hasEmail: true, mailEnabled: true }, { failPut: true });
    const user = userEvent.setup();
    renderWithProviders(<EmailNoticesSwitch />);
    const toggle = await screen.findByRole('switch', { name: 'Recibir avisos por correo' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(
      await screen.findByText('No fue posible guardar tu preferencia de avisos por correo.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
