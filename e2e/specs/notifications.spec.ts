/**
 * The notifications page with a user whose notifications are known: two unread and one
 * read. Filtering to unread, opening one (marks it read) and "mark all as read" each
 * change the unread count, on the page, in the bell's badge and on the server.
 */
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { sql } from '../fixtures/db';
import { employeeWithAccount } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

test('the notifications page filters unread, marks one and then all as read, and the counts follow', async ({
  page,
  request,
}) => {
  const account = await employeeWithAccount(request, COMPANIES.bajio, 'Nora Avisos Prueba');
  const insert = (type: string, title: string, isRead: boolean, minutesAgo: number) =>
    sql<{ id: number }>(
      `INSERT INTO notifications (user_id, company_id, type, title, message, is_read, read_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN now() END, now() - make_interval(mins => $7)) RETURNING id`,
      [account.userId, account.employee.companyId, type, title, `${title}: detalle`, isRead, minutesAgo],
    ).then((rows) => rows[0]!.id);
  // loan_rejected opens nothing (spec 01 §2), so opening it keeps us on the page.
  const rejected = await insert('loan_rejected', 'Solicitud rechazada', false, 30);
  const status = await insert('loan_status_change', 'Tu préstamo cambió de estatus', false, 20);
  const old = await insert('loan_status_change', 'Aviso ya leído', true, 60);
  const unreadOnServer = async () => (await account.api.get<{ count: number }>('/api/notifications/count')).count;
  expect(await unreadOnServer()).toBe(2);

  await loginAs(page, account.employee.tin, E2E_PASSWORD);
  const badge = page.getByTestId('notifications-badge');
  await expect(badge).toHaveText('2');
  await page.goto('/notifications');
  const items = page.locator('[data-testid^="notification-page-item-"]');
  await expect(items).toHaveCount(3);
  await expect(page.getByTestId(`notification-page-item-${old}`)).toHaveAttribute('data-read', 'true');
  await expectNoSeriousA11yViolations(page, 'notificaciones');

  // Unread only: the read one leaves the list.
  await page.getByTestId('notifications-filter').getByText('No leídas').click();
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId(`notification-page-item-${old}`)).toHaveCount(0);

  // Opening one marks it read: one unread left, everywhere.
  await page.getByTestId(`notification-page-item-${rejected}`).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(badge).toHaveText('1');
  await expect.poll(unreadOnServer).toBe(1);
  await expect(page.getByTestId(`notification-page-item-${status}`)).toHaveAttribute('data-read', 'false');

  // Mark all as read: the count drops to zero and the action goes away.
  await page.getByTestId('notifications-mark-all-page').click();
  await expect(badge).toHaveCount(0);
  await expect.poll(unreadOnServer).toBe(0);
  await expect(page.getByTestId('notifications-mark-all-page')).toHaveCount(0);
  await page.reload();
  await page.getByTestId('notifications-filter').getByText('No leídas').click();
  await expect(page.getByTestId('notifications-page-empty')).toBeVisible();
  await page.getByTestId('notifications-filter').getByText('Todas').click();
  await expect(items).toHaveCount(3);
  for (const id of [rejected, status, old]) {
    await expect(page.getByTestId(`notification-page-item-${id}`)).toHaveAttribute('data-read', 'true');
  }
});
