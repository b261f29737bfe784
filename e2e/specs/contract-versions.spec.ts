/**
 * Signed contract versions (decision 010) in a real browser: accepting a counter offer asks for confirmation
 * and a new drawn signature; the detail then lists both signed contract versions and each
 * downloads as its own PDF with its own figures. On a 900 px screen the detail cards stack
 * (no cramped columns), the email stays whole, and the replaced figures are struck through.
 */
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatMXN, type LoanDetailResponse } from '@abono/domain';
import { COMPANIES } from '../fixtures/accounts';
import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { applyForLoan, employeeWithAccount, sendCounterOffer } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { signInOpenDialog } from '../fixtures/ui';

test.use({ viewport: { width: 900, height: 1000 } });

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) if ('str' in item) text += `${item.str} `;
  }
  await doc.destroy();
  return text.replace(/\s+/g, ' ');
}

test('accepting a counter offer signs version 2; both contract versions download with their own figures', async ({
  page,
  request,
}) => {
  const account = await employeeWithAccount(request, COMPANIES.bajio, 'Valeria Versiones Soto');
  const { employee } = account;
  const applied = await applyForLoan(account, '6000', '800');
  const hr = new ApiActor(request);
  await hr.login('RRHH800101AA1', 'Demo#2026');
  const counter = await sendCounterOffer(hr, applied.id, {
    companyId: employee.companyId,
    amount: '4000',
    weeklyDiscount: '400',
    reason: 'El ahorro no cubre el monto solicitado.',
  });

  await loginAs(page, employee.tin, E2E_PASSWORD);
  await page.goto('/my-credit');
  await expect(page.getByTestId('counter-offer-panel')).toBeVisible();

  // 900 px: the cards stack at full width instead of two thin columns, the email is one piece.
  const employeeBox = (await page.getByTestId('employee-card').boundingBox())!;
  const loanBox = (await page.getByTestId('loan-card').boundingBox())!;
  expect(Math.abs(employeeBox.x - loanBox.x)).toBeLessThan(1);
  expect(loanBox.y).toBeGreaterThan(employeeBox.y + employeeBox.height - 1);
  const email = page.getByTestId('employee-email');
  const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  // The replaced figures are really struck through (computed style, not just an <s> tag).
  await expect(page.getByTestId('loan-card-original-amount')).toHaveCSS('text-decoration-line', 'line-through');
  // The requested final payment date is shown (it was "—").
  await expect(page.getByTestId('counter-offer-panel')).not.toContainText('—');

  // Accept: confirmation, then a new signature.
  await page.getByTestId('counter-offer-accept').click();
  await expect(page.getByRole('dialog', { name: '¿Aceptar la contraoferta?' })).toBeVisible();
  await page.getByTestId('counter-offer-confirm-ok').click();
  await signInOpenDialog(page);
  await expect(page.getByTestId('loan-status')).toHaveText(/aceptad/i);

  const versions = page.getByTestId('contract-versions');
  await expect(versions.getByTestId('contract-version-1')).toContainText('Solicitud original');
  await expect(versions.getByTestId('contract-version-2')).toContainText('Contraoferta aceptada');
  const after = await hr.get<LoanDetailResponse>(`/api/loans/${applied.id}`);
  expect(after.contracts.map((c) => c.kind)).toEqual(['original', 'counter_offer']);

  const download = async (version: number) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      versions.getByTestId(`download-contract-v${version}`).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`contrato_${applied.id}_v${version}.pdf`);
    return pdfText(await readFile((await file.path())!));
  };
  const v1 = await download(1);
  expect(v1).toContain(formatMXN('6000.00'));
  expect(v1).toContain('1 — Solicitud original');
  const v2 = await download(2);
  expect(v2).toContain(formatMXN('4000.00'));
  expect(v2).toContain(formatMXN(counter.totalAmount));
  expect(v2).toContain('2 — Contraoferta aceptada');
});
