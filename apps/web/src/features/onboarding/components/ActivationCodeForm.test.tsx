import { http as mswHttp, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@abono/domain';
import { companyA, makeUser } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';

/** A user without a company; after a successful link, /me answers with the company. */
function linkScenario(answer: (body: unknown) => Response) {
  let user: SessionUser = makeUser({ needsCompanyOnboarding: true, companies: [], employees: [] });
  const linked = makeUser();
  const bodies: unknown[] = [];
  server.use(...sessionHandlers({ user, companies: [] }));
  // Later handlers take precedence: /me and /companies follow the link.
  server.use(
    mswHttp.get('/api/auth/me', ({ request }) =>
      request.headers.get('authorization')
        ? HttpResponse.json(user)
        : HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
    ),
    mswHttp.get('/api/companies', () => HttpResponse.json(user.companies)),
    mswHttp.post('/api/employees/link', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      const response = answer(body);
      if (response.status === 200) user = linked;
      return response;
    }),
  );
  return { bodies };
}

const codeInput = () => screen.findByLabelText(/^Código de activación/);

describe('company onboarding: link with an activation code', () => {
  it('links, refreshes the session and leaves onboarding for the start page', async () => {
    const { bodies } = linkScenario(() => HttpResponse.json({ companyId: companyA.id }));
    const { router } = renderApp('/company-onboarding');
    const user = userEvent.setup();
    await user.type(await codeInput(), 'dema baj4 7kq3');
    expect(await codeInput()).toHaveValue('DEMA BAJ4 7KQ3');
    await user.click(screen.getByTestId('activation-code-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
    expect(bodies).toEqual([{ code: 'DEMABAJ47KQ3' }]);
    expect(await screen.findByText('Tu cuenta quedó vinculada a tu empresa.')).toBeInTheDocument();
  });

  it('validates the code before sending, and is keyboard operable', async () => {
    const { bodies } = linkScenario(() => HttpResponse.json({ companyId: companyA.id }));
    renderApp('/company-onboarding');
    const user = userEvent.setup();
    const input = await codeInput();
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    await user.type(input, 'OOOO-1111-IIII{Enter}');
    expect(await screen.findByText('El código de activación no es válido o ya expiró')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('shows the server refusal on the field and stays on the page; 429 too', async () => {
    let status = 422;
    linkScenario(() =>
      status === 422
        ? HttpResponse.json(
            {
              error: 'invalid_activation_code',
              message: 'El código de activación no es válido o ya expiró. Pide uno nuevo a Recursos Humanos.',
              fields: { activationCode: 'auth.error.invalid_activation_code' },
            },
            { status: 422 },
          )
        : HttpResponse.json(
            { error: 'too_many_attempts', message: 'Demasiados intentos fallidos. Intenta de nuevo más tarde.' },
            { status: 429 },
          ),
    );
    const { router } = renderApp('/company-onboarding');
    const user = userEvent.setup();
    await user.type(await codeInput(), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByTestId('activation-code-submit'));
    expect(await screen.findByText(/Pide uno nuevo a Recursos Humanos/)).toBeInTheDocument();
    expect(await screen.findByText('El código de activación no es válido o ya expiró')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-onboarding');

    status = 429;
    await user.clear(await codeInput());
    await user.type(await codeInput(), 'ABCD-EFGH-JKMP');
    await user.click(screen.getByTestId('activation-code-submit'));
    expect(await screen.findByText('Demasiados intentos fallidos. Intenta de nuevo más tarde.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-onboarding');
  });

  it('disables the button while the link is pending', async () => {
    let release: () => void = () => undefined;
    linkScenario(() => HttpResponse.json({ companyId: companyA.id }));
    server.use(
      mswHttp.post(
        '/api/employees/link',
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(HttpResponse.json({ error: 'invalid_activation_code', message: 'No válido' }, { status: 422 }));
          }),
      ),
    );
    renderApp('/company-onboarding');
    const user = userEvent.setup();
    await user.type(await codeInput(), 'ABCD-EFGH-JKMN');
    await user.click(screen.getByTestId('activation-code-submit'));
    await waitFor(() => expect(screen.getByTestId('activation-code-submit')).toBeDisabled());
    release();
    await waitFor(() => expect(screen.getByTestId('activation-code-submit')).toBeEnabled());
  });
});
