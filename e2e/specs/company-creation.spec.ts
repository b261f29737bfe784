/**
 * Company creation in the browser (spec 02 §2, decision 079): the admin opens the modal from the
 * switcher, a logo under 100×100 px is refused before sending, a real one shows its preview, and the
 * new company (named to sort after the demo companies, so no other spec's auto-selection changes)
 * becomes the selected one with its logo served by the API from PostgreSQL.
 */
import { openNewCompanyModal, submitNewCompany } from '../fixtures/companies';
import { signaturePng } from '../fixtures/signature';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

test('an admin creates a company with a logo, which becomes the selected company', async ({ page }) => {
  const name = `Zeta Logotipos ${Date.now()} S.A.`;
  await loginAs(page, 'ADMI800101AA1');
  const { modal, logo: file } = await openNewCompanyModal(page);
  await file.setInputFiles({ name: 'chico.png', mimeType: 'image/png', buffer: signaturePng(50, 50) });
  await expect(modal.getByText('El logotipo debe medir al menos 100 × 100 píxeles.')).toBeVisible();

  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: signaturePng(240, 120) });
  await expect(modal.getByTestId('company-logo-preview')).toBeVisible();
  await expect(modal.getByText('El logotipo debe medir al menos 100 × 100 píxeles.')).toHaveCount(0);
  await modal.getByTestId('company-name-input').fill(name);
  await expectNoSeriousA11yViolations(page, 'el modal de nueva empresa');

  await submitNewCompany(page, modal, name);

  // The switcher's avatar is the logo the API serves (decoded by the browser: a real image).
  const logo = page.getByTestId('company-switcher').locator('img');
  await expect(logo).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
});
