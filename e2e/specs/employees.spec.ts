/**
 * HR's side of /employees end to end (02-back-office.md §2 "Employees list") against the real
 * server: the template downloaded,
 * filled with exceljs and imported (two rows saved, one refused and shown in the error panel);
 * an edit through the drawer; a deactivation with savings (terminated, termination PDF with the
 * savings figure) and one without loans (fired). axe finds nothing moderate or worse on the list,
 * the drawer, the import dialog, the error panel or either deactivation dialog.
 */
import type { Page } from '@playwright/test';
import { COMPANIES } from '../fixtures/accounts';
import { createEmployee, sql, uniqueSuffix } from '../fixtures/db';
import {
  downloadedBytes,
  fillTemplate,
  insertRunningConfirmedLoan,
  pdfText,
  selectCompany,
  templateHeaders,
} from '../fixtures/employees';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations, type A11yImpact } from '../fixtures/ui';

const A11Y: A11yImpact[] = ['moderate', 'serious', 'critical'];
const HR = 'RRHH800101AA1';

/** HR on /employees of Industrias del Bajío, the list narrowed to `search` (Enter applies it at once). */
async function openEmployees(page: Page, search: string): Promise<void> {
  await loginAs(page, HR);
  await selectCompany(page, COMPANIES.bajio);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  await searchEmployees(page, search);
}

async function searchEmployees(page: Page, search: string): Promise<void> {
  const box = page.getByTestId('employees-search');
  await box.fill(search);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(search)}`));
}

async function rowAction(page: Page, employeeId: number, action: string): Promise<void> {
  await page.getByTestId(`employee-menu-${employeeId}`).click();
  await page.getByTestId(`employee-action-${action}`).click();
}

test('HR fills the downloaded template with a bad row, imports it and sees the error panel and the new rows', async ({
  page,
}) => {
  const prefix = `IMP${uniqueSuffix()}`;
  const good1 = `${prefix}-1`;
  const good2 = `${prefix}-2`;
  const bad = `${prefix}-3`;
  await openEmployees(page, prefix);
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/employees', A11Y);

  await page.getByTestId('employees-import').click();
  const dialog = page.getByRole('dialog', { name: 'Importar empleados' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('import-submit')).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'diálogo de importación', A11Y);

  // The template: a real .xlsx exceljs opens, with the import's header row.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('plantilla_empleados.xlsx');
  const template = await downloadedBytes(download);
  const headers = await templateHeaders(template);
  expect(headers[0]).toBe('Número de control*');
  expect(headers).toEqual(
    expect.arrayContaining(['Nombre*', 'Centro de trabajo*', 'Número de cuenta', 'Banco', 'Rol']),
  );

  const file = await fillTemplate(template, [
    {
      'Número de control': good1,
      Nombre: `Alma Importada ${prefix}`,
      Correo: `${prefix.toLowerCase()}.alma@example.mx`,
      Teléfono: '4775550111',
      Estatus: 'hired',
      'Número de cuenta': '072180001234567897',
      Banco: '072',
      'Centro de trabajo': 'Planta León',
      Rol: 'employee',
    },
    {
      'Número de control': good2,
      Nombre: `Bruno Importado ${prefix}`,
      'Número de cuenta': '0123456789',
      Banco: '021',
      'Centro de trabajo': 'Planta Celaya',
    },
    // The CLABE's last (check) digit is wrong: 7 would be right.
    {
      'Número de control': bad,
      Nombre: `Ciro Rechazado ${prefix}`,
      'Número de cuenta': '072180001234567890',
      Banco: '072',
      'Centro de trabajo': 'Planta León',
    },
  ]);

  // The .xlsx-only picker (a file chooser), with the file shown and removable.
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('import-pick').click();
  const chooser = await choosing;
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles({
    name: 'empleados.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(page.getByTestId('import-file')).toContainText('empleados.xlsx');
  await page.getByTestId('import-remove').click();
  await expect(page.getByTestId('import-file')).toHaveCount(0);
  await expect(page.getByTestId('import-submit')).toBeDisabled();
  const again = page.waitForEvent('filechooser');
  await page.getByTestId('import-pick').click();
  await (
    await again
  ).setFiles({
    name: 'empleados.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(page.getByTestId('import-file')).toContainText('empleados.xlsx');

  await page.getByTestId('import-submit').click();
  // Partial import: the warning with both counts, the dialog gives way to the error panel.
  await expect(page.getByText('Importación parcial. Importados: 2 · Con errores: 1')).toBeVisible();
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('dialog', { name: 'Filas con errores' });
  await expect(panel).toBeVisible();
  // The toast does not cover the panel's explanation: it sits bottom-left, the panel on the right.
  const toastBox = (await page.getByTestId('toast-warning').boundingBox())!;
  const panelBox = (await page.locator('.mantine-Drawer-content').boundingBox())!;
  expect(toastBox.x + toastBox.width <= panelBox.x || toastBox.y >= panelBox.y + panelBox.height).toBe(true);
  await expect(panel.getByTestId('import-errors-table').getByRole('row')).toHaveCount(2); // header + the bad row
  const badRow = panel.getByTestId('import-error-row-4');
  await expect(badRow.getByRole('cell').nth(0)).toHaveText(bad);
  await expect(badRow.getByRole('cell').nth(1)).toHaveText('4');
  await expect(badRow.getByRole('cell').nth(2)).toHaveText('La CLABE no es válida: su dígito verificador no coincide');
  await expectNoSeriousA11yViolations(page, 'panel de errores de importación', A11Y);
  await panel.getByRole('button', { name: 'Cerrar' }).click();
  await expect(panel).toBeHidden();

  // The saved rows are in the list (the bad one is not), as the file said.
  await expect(page.getByTestId(`employee-row-${good1}`)).toBeVisible();
  await expect(page.getByTestId(`employee-row-${good2}`)).toBeVisible();
  await expect(page.getByTestId(`employee-row-${bad}`)).toHaveCount(0);
  await expect(page.getByTestId(`employee-row-${good1}`)).toContainText(`Alma Importada ${prefix}`);
  await expect(page.getByTestId(`employee-row-${good1}`)).toContainText('4775550111');
  await expect(page.getByTestId(`employee-row-${good1}`)).toContainText('Contratado');
  await expect(page.getByTestId(`employee-row-${good2}`)).toContainText('Solicitante'); // blank Rol: employee
  const stored = await sql<{ control_number: string; account_number: string; bank: string }>(
    `SELECT e.control_number, e.account_number, e.bank FROM employees e JOIN companies c ON c.id = e.company_id
      WHERE c.name = $1 AND e.control_number LIKE $2 ORDER BY e.control_number`,
    [COMPANIES.bajio, `${prefix}-%`],
  );
  expect(stored).toEqual([
    { control_number: good1, account_number: '072180001234567897', bank: '072' },
    { control_number: good2, account_number: '0123456789', bank: '021' },
  ]);
});

test('HR edits an employee in the drawer: the new phone and work location are saved and shown', async ({ page }) => {
  const employee = await createEmployee(COMPANIES.bajio, `Elena Editada ${uniqueSuffix()}`);
  await openEmployees(page, employee.controlNumber);
  const row = page.getByTestId(`employee-row-${employee.controlNumber}`);
  await expect(row).toContainText(employee.name);

  await rowAction(page, employee.id, 'edit');
  const panel = page.getByRole('dialog', { name: 'Editar empleado' });
  await expect(panel).toBeVisible();
  const location = panel.getByTestId('employee-work-location');
  await expect(location).toHaveValue('Planta León');
  await expect(panel.getByTestId('employee-control-number')).toHaveValue(employee.controlNumber);
  await expectNoSeriousA11yViolations(page, 'panel de empleado', A11Y);

  const newLocation = `Oficinas Querétaro ${uniqueSuffix()}`;
  await location.fill(newLocation);
  await panel.getByTestId('employee-phone').fill('477 555 0199');
  await panel.getByTestId('employee-save').click();
  await expect(page.getByText('Empleado actualizado')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(row).toContainText('477 555 0199');

  // Read again from the server: the drawer shows what was saved.
  await page.reload();
  await rowAction(page, employee.id, 'edit');
  await expect(panel.getByTestId('employee-work-location')).toHaveValue(newLocation);
  await expect(panel.getByTestId('employee-phone')).toHaveValue('477 555 0199');
  const [saved] = await sql<{ work_location: string; phone: string }>(
    'SELECT work_location, phone FROM employees WHERE id = $1',
    [employee.id],
  );
  expect(saved).toEqual({ work_location: newLocation, phone: '477 555 0199' });
});

// And the termination PDF.
test('HR deactivates an employee with a confirmed loan: savings asked and checked, Finiquitado', async ({ page }) => {
  const employee = await createEmployee(COMPANIES.bajio, `Fabián Finiquito ${uniqueSuffix()}`);
  await insertRunningConfirmedLoan(employee);
  await openEmployees(page, employee.controlNumber);
  await expect(page.getByTestId(`status-${employee.id}`)).toHaveText('Contratado');

  await rowAction(page, employee.id, 'deactivate');
  const dialog = page.getByRole('dialog', { name: `Dar de baja a ${employee.name}` });
  await expect(dialog.getByTestId('deactivate-with-loans')).toBeVisible();
  const savings = dialog.getByRole('textbox', { name: 'Ahorro total' });
  await expect(savings).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'diálogo de baja con ahorro', A11Y);

  // Required, then a number ≥ 0; typing clears the message.
  await dialog.getByTestId('deactivate-confirm').click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(savings).toHaveAttribute('aria-invalid', 'true');
  await savings.fill('-5');
  await expect(dialog.getByText('Este campo es obligatorio')).toHaveCount(0);
  await dialog.getByTestId('deactivate-confirm').click();
  await expect(dialog.getByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales')).toBeVisible();
  await savings.fill('1234.5');
  await expect(dialog.getByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales')).toHaveCount(0);
  await dialog.getByTestId('deactivate-confirm').click();

  await expect(page.getByText('Baja registrada con su ahorro')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`status-${employee.id}`)).toHaveText('Finiquitado');
  await expect(page.getByTestId(`status-${employee.id}`)).toHaveAttribute('data-status', 'terminated');
  const [stored] = await sql<{ status: string; total_savings: string }>(
    'SELECT status, total_savings FROM employees WHERE id = $1',
    [employee.id],
  );
  expect(stored).toEqual({ status: 'terminated', total_savings: '1234.50' });

  // Treasury is told (employee_terminated).
  const notices = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications WHERE type = 'employee_terminated' AND ` +
      `company_id = $1 AND resource_id = $2`,
    [employee.companyId, employee.id],
  );
  expect(notices[0]!.n).toBeGreaterThan(0);

  // The termination document from the row menu.
  await page.getByTestId(`employee-menu-${employee.id}`).click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('employee-action-termination_document').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`employee_termination_${employee.id}.pdf`);
  const pdf = await downloadedBytes(download);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain('Documento de baja de empleado');
  expect(text).toContain(employee.name);
  expect(text).toContain(employee.controlNumber);
  expect(text).toMatch(/Ahorro total\s+\$1,234\.50/);
  await expect(page.getByText('Documento de baja descargado')).toBeVisible();
});

test('HR deactivates an employee without confirmed loans: one confirmation, status Baja with savings 0', async ({
  page,
}) => {
  const employee = await createEmployee(COMPANIES.bajio, `Gabriela Baja ${uniqueSuffix()}`);
  await openEmployees(page, employee.controlNumber);

  await rowAction(page, employee.id, 'deactivate');
  const dialog = page.getByRole('dialog', { name: `Dar de baja a ${employee.name}` });
  await expect(dialog.getByTestId('deactivate-without-loans')).toContainText(
    `${employee.name} no tiene préstamos confirmados`,
  );
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'diálogo de baja sin préstamos', A11Y);
  await dialog.getByTestId('deactivate-confirm').click();

  await expect(page.getByText('Baja registrada', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`status-${employee.id}`)).toHaveText('Baja');
  await expect(page.getByTestId(`status-${employee.id}`)).toHaveAttribute('data-status', 'fired');
  const [stored] = await sql<{ status: string; total_savings: string }>(
    'SELECT status, total_savings FROM employees WHERE id = $1',
    [employee.id],
  );
  expect(stored).toEqual({ status: 'fired', total_savings: '0.00' });

  // Fired, not terminated: the menu offers Activar and no termination document.
  await page.getByTestId(`employee-menu-${employee.id}`).click();
  await expect(page.getByTestId('employee-action-activate')).toBeVisible();
  await expect(page.getByTestId('employee-action-termination_document')).toHaveCount(0);
  await page.keyboard.press('Escape');
});
