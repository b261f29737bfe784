/**
 * Products end to end (spec 02 "Products", decision 078), through screens alone on a fresh company
 * that offers nothing: the admin creates a product, offers it from "Productos de la empresa", and an
 * employee of that company sees exactly that offer; the admin deactivates it and the offer is gone;
 * deleting it is then allowed (no loan uses it). axe on the products screen and its modals.
 * The product is of type `advance`, so other specs' companies, which take the active loan products,
 * never pick it up.
 */
import { E2E_PASSWORD } from '../fixtures/api';
import { sql, uniqueSuffix } from '../fixtures/db';
import { selectCompany } from '../fixtures/employees';
import { employeeWithAccount } from '../fixtures/people';
import { expect, signedInPage, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

const ADMIN_TIN = 'ADMI800101AA1';

/** A company with settings and no products, the demo admin given access to it. */
async function companyWithoutProducts(): Promise<string> {
  const name = `Productos E2E ${uniqueSuffix()} S.A.`;
  const [company] = await sql<{ id: number }>(
    `WITH c AS (INSERT INTO companies (name) VALUES ($1) RETURNING id),
          s AS (INSERT INTO company_settings (company_id, interest_rate, deadline, company_legal_name, company_location)
                SELECT id, 2.5, (now() AT TIME ZONE 'America/Mexico_City')::date + 120, $1, 'León, Gto.' FROM c)
     SELECT id FROM c`,
    [name],
  );
  await sql(
    `INSERT INTO user_companies (user_id, company_id) SELECT id, $1 FROM users WHERE tin = $2 ON CONFLICT DO NOTHING`,
    [company!.id, ADMIN_TIN],
  );
  return name;
}

test('an admin creates and offers a product; the company employee sees exactly it until it is deactivated', async ({
  browser,
  request,
}) => {
  const company = await companyWithoutProducts();
  const account = await employeeWithAccount(request, company, 'Rocío Productos Vega');
  const productName = `Adelanto E2E ${uniqueSuffix()}`;

  const employee = await signedInPage(browser, account.employee.tin, E2E_PASSWORD);
  await selectCompany(employee, company);
  await expect(employee.getByTestId('no-offers')).toBeVisible();

  const admin = await signedInPage(browser, ADMIN_TIN);
  await selectCompany(admin, company);
  await admin.getByRole('link', { name: 'Productos' }).click();
  await expect(admin).toHaveURL(/\/products$/);
  await expect(admin.getByTestId('products-table')).toBeVisible();
  await admin.mouse.move(0, 0); // axe reads the menu link at rest, not hovered
  await expectNoSeriousA11yViolations(admin, '/products');

  await admin.getByTestId('product-create').click();
  const form = admin.getByRole('dialog', { name: 'Nuevo producto' });
  await form.getByTestId('product-name').fill(productName);
  await form.getByTestId('product-description').fill('Adelanto de sueldo quincenal');
  await form.getByTestId('product-type').selectOption({ label: 'Adelanto' });
  await expectNoSeriousA11yViolations(admin, 'el formulario de producto');
  await form.getByTestId('product-save').click();
  await expect(admin.getByTestId('toast-success')).toContainText('Producto creado');
  const row = admin.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText('Activo');
  const [product] = await sql<{ id: number }>('SELECT id FROM products WHERE name = $1', [productName]);

  await admin.getByTestId('company-products-open').click();
  const modal = admin.getByTestId('company-products-modal');
  await modal.getByRole('checkbox', { name: productName }).check();
  await expectNoSeriousA11yViolations(admin, 'productos de la empresa');
  await modal.getByTestId('company-products-save').click();
  await expect(admin.getByTestId('toast-success').last()).toContainText('Productos de la empresa actualizados');

  await employee.reload();
  await expect(employee.getByTestId(`offer-card-${product!.id}`)).toContainText(productName);
  await expect(employee.getByTestId(/^offer-card-/)).toHaveCount(1);

  await admin.getByTestId(`product-edit-${product!.id}`).click();
  const edit = admin.getByRole('dialog', { name: 'Editar producto' });
  // The switch's input is drawn over by its track: checked through the input itself.
  await edit.getByTestId('product-active').uncheck({ force: true });
  await edit.getByTestId('product-save').click();
  await expect(row).toContainText('Inactivo');

  await employee.reload();
  await expect(employee.getByTestId('no-offers')).toBeVisible();

  await admin.getByTestId(`product-delete-${product!.id}`).click();
  await admin.getByTestId('product-delete-ok').click();
  await expect(admin.getByTestId(`product-row-${product!.id}`)).toHaveCount(0);
  await employee.context().close();
  await admin.context().close();
});
