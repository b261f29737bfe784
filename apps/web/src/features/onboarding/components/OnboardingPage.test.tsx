/**
 * UI review minor "Values the system already has are asked again" (decision 051): the server
 * skips profile onboarding when both values are known; when one is missing, the form asks only
 * to confirm what HR entered on the record and to complete the rest.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyA, makeUser } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';

describe('OnboardingPage', () => {
  it('prefills the e-mail HR entered on the record and leaves only the phone to type', async () => {
    const user = makeUser({
      email: 'hr.capturo@ejemplo.mx',
      phone: null,
      needsOnboarding: true,
      employees: [
        {
          id: 70,
          companyId: companyA.id,
          name: 'Ana',
          email: 'hr.capturo@ejemplo.mx',
          phone: null,
          work_location: 'León',
          controlNumber: 'E-1',
          status: 'hired',
        },
      ],
    });
    server.use(...sessionHandlers({ user }));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), { timeout: 4000 });
    expect(await screen.findByTestId('onboarding-email')).toHaveValue('hr.capturo@ejemplo.mx');
    expect(screen.getByTestId('onboarding-phone')).toHaveValue('');
  });

  it('a user whose record already has both is not sent to onboarding', async () => {
    server.use(...sessionHandlers({ user: makeUser({ needsOnboarding: false }) }));
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });
});
