/**
 * Decision 059: at 1440 × 900 the credits and employees tables show every column
 * whole: no badge cut with an ellipsis ("PENDI…", "CON CONTRA…") and no sideways scrolling to
 * reach Acciones. The list answers are widened on their way to the page (the longest status,
 * five- and six-figure amounts, a counter offer, a long name, a long e-mail, the longest role), so the
 * check holds for the worst rows, not only for the demo's.
 */
import type { Page } from '@playwright/test';
import { COMPANIES } from '../fixtures/accounts';
import { selectCompany } from '../fixtures/employees';
import { expect, loginAs, test } from '../fixtures/test';

const HR = 'RRHH800101AA1';

test.use({ viewport: { width: 1440, height: 900 } });

interface Fit {
  cut: string[];
  tableWidth: number;
  containerWidth: number;
  sideways: number;
}

/** What does not fit in the table `testId`: badges whose text overflows, and the table's overflow. */
async function fitOf(page: Page, testId: string): Promise<Fit> {
  return page.getByTestId(testId).evaluate((root) => {
    const table = root.querySelector('table')!;
    const frame = table.parentElement!;
    const cut = Array.from(root.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label'))
      .filter((e) => e.scrollWidth > e.clientWidth)
      .map((e) => e.textContent ?? '');
    return {
      cut,
      tableWidth: table.getBoundingClientRect().width,
      containerWidth: frame.clientWidth,
      sideways: frame.scrollWidth - frame.clientWidth,
    };
  });
}

/** Rewrites every JSON answer of `pattern` with `widen` before the page sees it. */
async function widenAnswers(
  page: Page,
  pattern: RegExp,
  widen: (body: { rows: Record<string, unknown>[] }) => void,
): Promise<void> {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { rows: Record<string, unknown>[] };
    widen(body);
    await route.fulfill({ response, json: body });
  });
}

test('credits: every badge whole and no sideways scrolling at 1440 px', async ({ page }) => {
  const statuses = ['error_released', 'employee_notified', 'counter_offered', 'pending', 'not_accepted'];
  await widenAnswers(page, /\/api\/loans\?/, (body) => {
    body.rows.forEach((row, i) => {
      Object.assign(row, {
        // Long payroll codes with no space (other specs create such loans): the column must still fit.
        controlNumber: `E2E-MWYFNJ6M1KTA${String(i).padStart(2, '0')}`,
        status: statuses[i % statuses.length],
        calculationResult: i % 2 === 0 ? 'reject' : 'review',
        hasCounterOffer: i % 2 === 0,
        amount: '50000.00',
        interestAmount: '12500.00',
        totalAmount: '62500.00',
        weeklyDiscount: '2500.00',
        finalPayment: '2500.00',
        totalSavings: '150000.00',
        weeksNeeded: 52,
      });
    });
  });
  await loginAs(page, HR);
  await selectCompany(page, COMPANIES.bajio);
  await page.goto('/credits');
  const table = page.getByTestId('credits-table');
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  await expect(table.getByText('Documentación completada').first()).toBeVisible();
  const fit = await fitOf(page, 'credits-table');
  expect(fit.cut).toEqual([]);
  expect(fit.sideways).toBeLessThanOrEqual(0);
  expect(fit.tableWidth).toBeLessThanOrEqual(fit.containerWidth + 0.5);
  await expect(table.getByRole('columnheader', { name: 'Acciones' })).toBeInViewport();
  if (process.env.SHOT) await page.screenshot({ path: `${process.env.SHOT}-credits.png` });

  // Selecting rows fills the toolbar's selection row: the table stays put and the bulk controls
  // sit on one line.
  const tableTop = async () => (await table.boundingBox())!.y;
  const before = await tableTop();
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await table.getByRole('row').nth(2).getByRole('checkbox').check();
  await expect(page.getByTestId('bulk-reject')).toBeVisible();
  expect(await tableTop()).toBe(before);
  const tops = await Promise.all(
    ['selected-count', 'clear-selection', 'bulk-approve', 'bulk-reject', 'bulk-counter_offer'].map(async (id) => {
      const box = (await page.getByTestId(id).boundingBox())!;
      return Math.round(box.y + box.height / 2);
    }),
  );
  expect(new Set(tops).size).toBe(1);
});

test('employees: every badge whole and no sideways scrolling at 1440 px', async ({ page }) => {
  const roles = ['super_admin', 'hr', 'treasury', 'admin', 'employee'];
  await widenAnswers(page, /\/api\/employees\?/, (body) => {
    body.rows.forEach((row, i) => {
      Object.assign(row, {
        controlNumber: `E2E-MWYFNJ6M1KTA${String(i).padStart(2, '0')}`,
        name: 'María Guadalupe Hernández Villaseñor de la Fuente',
        email: 'maria.guadalupe.hernandez.villasenor@industriasdelbajio.com.mx',
        phone: '+52 477 555 0101',
        status: i % 2 === 0 ? 'terminated' : 'hired',
        role: { ...(row.role as object), name: roles[i % roles.length] },
      });
    });
  });
  await loginAs(page, HR);
  await selectCompany(page, COMPANIES.bajio);
  await page.goto('/employees');
  const table = page.getByTestId('employees-table');
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  await expect(table.getByText('Finiquitado').first()).toBeVisible();
  const fit = await fitOf(page, 'employees-table');
  expect(fit.cut).toEqual([]);
  expect(fit.sideways).toBeLessThanOrEqual(0);
  expect(fit.tableWidth).toBeLessThanOrEqual(fit.containerWidth + 0.5);
  await expect(table.getByRole('columnheader', { name: 'Acciones' })).toBeInViewport();
  // A name wraps at most onto two lines.
  const nameHeight = await table
    .getByText('María Guadalupe Hernández Villaseñor de la Fuente')
    .first()
    .evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
  expect(nameHeight).toBeLessThanOrEqual(3.1);
  if (process.env.SHOT) await page.screenshot({ path: `${process.env.SHOT}-employees.png` });
});
