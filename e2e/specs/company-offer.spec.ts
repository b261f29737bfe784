/**
 * From a new company to an employee's offer (docs/spec/02-back-office.md §2 "Company creation",
 * "Products"; 03-decisions.md §3 savings, §6): the admin creates a company with a logo in the switcher's modal
 * and it becomes the selected one, with no products until assigned; the admin offers a product in
 * "Productos de la empresa". The company's HR (the admin, who holds manage_employees and
 * manage_credits, so acts as HR there) records an employee with savings and issues the activation
 * code; the employee registers with it, signs in, and the offers screen shows exactly that
 * product: not an active product the company does not offer, nor an offered one deactivated since.
 * Applying for it quotes the company's own terms, and the savings on record make the request
 * viable at once.
 * The steps other specs already take through the screens (the catalogue, the employee record,
 * savings, registration) are API calls here; the company, its settings and products are the UI's.
 */
import {
  addDays,
  formatMXN,
  quoteLoan,
  savingsCycleEnd,
  todayInMexicoCity,
  type ActiveLoanResponse,
  type EmployeeDetail,
  type EmployeeRoleOptions,
  type ProductSummary,
  type SavingsUploadResult,
} from '@abono/domain';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { openNewCompanyModal, submitNewCompany } from '../fixtures/companies';
import { uniqueRfc, uniqueSuffix } from '../fixtures/db';
import { savingsWorkbook } from '../fixtures/employees';
import { signaturePng } from '../fixtures/signature';
import { expect, loginAs, signedInPage, test } from '../fixtures/test';
import { drawSignature } from '../fixtures/ui';

const ADMIN_TIN = 'ADMI800101AA1';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an admin creates a company with a logo and offers a product; its new employee sees exactly that offer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const admin = new ApiActor(request);
  await admin.login(ADMIN_TIN, DEMO_PASSWORD);

  // The catalogue (products.spec creates products on screen). Of type advance, so other specs'
  // companies, which take the active loan products, never pick these up.
  const newProduct = (name: string) =>
    admin.post<ProductSummary>('/api/products', {
      name,
      description: `Adelanto de nómina ${name}`,
      type: 'advance',
      is_active: true,
    });
  const offered = await newProduct(`Adelanto Ofrecido ${suffix}`);
  const notOffered = await newProduct(`Adelanto No Ofrecido ${suffix}`);
  const withdrawn = await newProduct(`Adelanto Retirado ${suffix}`);

  // The company, through the switcher's modal; named to sort after the demo companies, so no
  // other spec's auto-selection changes.
  const name = `Ofertas Logotipo ${suffix} S.A.`;
  await loginAs(page, ADMIN_TIN);
  const { modal, logo } = await openNewCompanyModal(page);
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: signaturePng(160, 160) });
  await expect(modal.getByTestId('company-logo-preview')).toBeVisible();
  await modal.getByTestId('company-name-input').fill(name);
  const company = await submitNewCompany(page, modal, name);
  expect(company.logo).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('company-switcher').locator('img')).toHaveAttribute(
    'src',
    `/api/files/${company.logo}`,
  );

  // Its settings are the defaults, without a deadline nobody could apply by: the loan details on /settings.
  const today = todayInMexicoCity();
  const deadline = [addDays(today, 90), savingsCycleEnd(today)].sort()[0]!;
  await page.getByRole('link', { name: 'Configuración', exact: true }).click();
  await expect(page.getByTestId('settings-loan-deadline')).toHaveValue('');
  await page.getByTestId('settings-loan-interestRate').fill('1.75');
  await page.getByTestId('settings-loan-deadline').fill(deadline);
  await page.getByTestId('settings-loan-save').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Configuración actualizada' })).toBeVisible();

  // "Productos de la empresa": nothing offered yet; the admin offers two.
  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByTestId('company-products-open').click();
  const choice = page.getByTestId('company-products-modal');
  await expect(page.getByRole('dialog', { name: `Productos de ${name}` })).toBeVisible();
  const box = (product: ProductSummary) => choice.getByRole('checkbox', { name: product.name, exact: true });
  await expect(box(offered)).toBeEnabled();
  await expect(choice.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await box(offered).check();
  await box(withdrawn).check();
  await choice.getByTestId('company-products-save').click();
  await expect(
    page.getByTestId('toast-success').filter({ hasText: 'Productos de la empresa actualizados' }),
  ).toBeVisible();
  const assigned = await admin.get<ProductSummary[]>(`/api/companies/${company.id}/products`);
  expect(assigned.map((p) => p.id).sort()).toEqual([offered.id, withdrawn.id].sort());

  // One of them is then deactivated (products.spec deactivates on screen): still assigned, never offered.
  await admin.put(`/api/products/${withdrawn.id}`, {
    name: withdrawn.name,
    description: withdrawn.description,
    type: withdrawn.type,
    is_active: false,
  });

  // The admin as the company's HR: the employee record, their savings, the activation code.
  const tin = uniqueRfc('OFER');
  const controlNumber = `OF-${suffix}`.slice(0, 30);
  const roles = await admin.get<EmployeeRoleOptions>(`/api/employees/roles?company_id=${company.id}`);
  const employeeRole = roles.rows.find((r) => r.name === 'employee');
  const employee = await admin.post<EmployeeDetail>('/api/employees', {
    controlNumber,
    name: 'Marisol Oferta Treviño',
    status: 'hired',
    work_location: 'Planta León',
    tin,
    accountNumber: '0123456789',
    bank: '072',
    role_id: employeeRole!.id,
    company_id: company.id,
  });
  const savings = await admin.postMultipart<SavingsUploadResult>('/api/loans/validate-savings', {
    company_id: String(company.id),
    file: { name: 'ahorro.xlsx', mimeType: XLSX, buffer: await savingsWorkbook([[controlNumber, 90000]]) },
  });
  expect(savings.rows_updated).toBe(1);
  const { code } = await admin.post<{ code: string }>(`/api/employees/${employee.id}/activation-code`, {});

  // The employee registers with that code (activation-code.spec does it on screen): linked to
  // the new company and no other.
  const person = new ApiActor(request);
  const me = await person.registerAndOnboard({ id: employee.id, tin }, E2E_PASSWORD, code);
  expect(me.companies.map((c) => c.id)).toEqual([company.id]);

  // The offers screen: exactly the offered, active product.
  const screen = await signedInPage(browser, tin, E2E_PASSWORD);
  await expect(screen.getByTestId('company-switcher-current')).toHaveText(name);
  await expect(screen.getByTestId('company-switcher').locator('img')).toHaveAttribute(
    'src',
    `/api/files/${company.logo}`,
  );
  await expect(screen.getByTestId(`offer-card-${offered.id}`)).toContainText(offered.name);
  await expect(screen.getByTestId(/^offer-card-/)).toHaveCount(1);
  await expect(screen.getByTestId(`offer-card-${notOffered.id}`)).toHaveCount(0);
  await expect(screen.getByTestId(`offer-card-${withdrawn.id}`)).toHaveCount(0);

  // Applying quotes the company's terms; the final payment comes from the savings on record.
  await screen.getByTestId(`offer-apply-${offered.id}`).click();
  await expect(screen.getByTestId('apply-product-name')).toHaveText(offered.name);
  await expect(screen.getByTestId('apply-blocked')).toHaveCount(0);
  const q = quoteLoan({ today, deadline, monthlyRatePercent: '1.75', amount: '20000', weeklyDiscount: '200' });
  if (!q.ok) throw new Error(q.error);
  expect(Number(q.quote.finalPayment)).toBeGreaterThan(0);
  await screen.getByTestId('apply-amount').fill('20000');
  await screen.getByTestId('apply-weekly-discount').fill('200');
  await expect(screen.getByTestId('quote-total')).toHaveText(formatMXN(q.quote.totalAmount));
  await drawSignature(screen);
  await screen.getByTestId('apply-submit').click();
  await expect(screen.getByText('Solicitud de préstamo enviada exitosamente')).toBeVisible();

  const active = await person.get<ActiveLoanResponse | null>(`/api/loans/user-active?company_id=${company.id}`);
  const loan = await person.loan(active!.id);
  expect(loan).toMatchObject({
    productId: offered.id,
    deadline,
    totalSavings: '90000.00',
    calculationResult: 'pass',
    totalAmount: q.quote.totalAmount,
  });
  expect(Number(loan.monthlyRate)).toBe(1.75);
  await screen.context().close();
});
