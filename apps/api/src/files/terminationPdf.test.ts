/**
 * The termination document (03 §4): its text read back with pdf.js, figures as `$1,234.50`,
 * dates as dd/MM/yyyy, the account masked but for its last 4 digits; and the settlement rule
 * (covered = min(savings, outstanding)) on exact figures.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/testSupport';
import { terminationSettlement } from '../core/employees/terminationFacts';
import { TERMINATION_TITLE, maskAccount, renderTerminationPdf, type TerminationPdfInput } from './terminationPdf';

function input(over: Partial<TerminationPdfInput> = {}): TerminationPdfInput {
  const loans = [
    { id: 41, confirmedOn: '2026-03-02', totalAmount: '1010.00', weeklyDiscount: '100.00', outstanding: '610.00' },
    { id: 57, confirmedOn: null, totalAmount: '12500.50', weeklyDiscount: '1250.05', outstanding: '1234.50' },
  ];
  return {
    company: { legalName: 'Industrias del Bajío S.A. de C.V.', location: 'León, Guanajuato' },
    employee: {
      id: 7,
      name: 'José Ángel Muñoz Peña',
      controlNumber: 'IB-0042',
      tin: 'MUPJ850101AB1',
      workLocation: 'Planta Silao',
      bankName: 'BANORTE',
      accountNumber: '072180001234567897',
    },
    deactivatedOn: '2026-04-08',
    totalSavings: '1500.00',
    loans,
    settlement: terminationSettlement(
      '1500.00',
      loans.map((l) => l.outstanding),
    ),
    generatedOn: '2026-04-10',
    ...over,
  };
}

describe('terminationSettlement', () => {
  it('savings cover part of the debt: covered = savings, the rest still owed', () => {
    expect(terminationSettlement('450.00', ['610.00'])).toEqual({
      outstanding: '610.00',
      coveredBySavings: '450.00',
      remainingDebt: '160.00',
      savingsLeft: '0.00',
    });
  });
  it('savings above the debt: the debt is covered and the rest stays the employee’s', () => {
    expect(terminationSettlement('1500.00', ['610.00', '0.01', '889.98'])).toEqual({
      outstanding: '1499.99',
      coveredBySavings: '1499.99',
      remainingDebt: '0.00',
      savingsLeft: '0.01',
    });
  });
  it('no savings, no loans', () => {
    expect(terminationSettlement('0.00', ['610.00'])).toEqual({
      outstanding: '610.00',
      coveredBySavings: '0.00',
      remainingDebt: '610.00',
      savingsLeft: '0.00',
    });
    expect(terminationSettlement('250.00', [])).toEqual({
      outstanding: '0.00',
      coveredBySavings: '0.00',
      remainingDebt: '0.00',
      savingsLeft: '250.00',
    });
  });
});

describe('maskAccount', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskAccount('072180001234567897')).toBe('**************7897');
    expect(maskAccount('1234567890')).toBe('******7890');
    expect(maskAccount('123')).toBe('123');
  });
});

describe('renderTerminationPdf', () => {
  it('company, employee, date, loans and the settlement, in Spanish with accents', async () => {
    const text = await pdfText(await renderTerminationPdf(input()));
    expect(text).toContain(TERMINATION_TITLE);
    expect(text).toContain('Industrias del Bajío S.A. de C.V.');
    expect(text).toContain('José Ángel Muñoz Peña');
    expect(text).toContain('IB-0042');
    expect(text).toContain('MUPJ850101AB1');
    expect(text).toContain('Planta Silao');
    expect(text).toContain('BANORTE');
    expect(text).toContain('**************7897');
    expect(text).not.toContain('072180001234567897');
    expect(text).toMatch(/Fecha de baja 08\/04\/2026/);
    // Loans: folio, confirmation date, total, discount, outstanding.
    expect(text).toContain('02/03/2026');
    expect(text).toContain('$12,500.50');
    expect(text).toContain('$1,250.05');
    // 610.00 + 1234.50 = 1844.50 owed; savings 1500.00 cover 1500.00; 344.50 still owed.
    expect(text).toMatch(/Ahorro total \$1,500\.00/);
    expect(text).toMatch(/Saldo pendiente de los préstamos \$1,844\.50/);
    expect(text).toMatch(/Cubierto con el ahorro \$1,500\.00/);
    expect(text).toMatch(/Saldo restante por cubrir \$344\.50/);
    expect(text).toMatch(/Ahorro restante a favor del trabajador \$0\.00/);
    expect(text).toContain('Documento generado el 10/04/2026');
  });

  it('without account, RFC or loans it says so instead of leaving blanks', async () => {
    const base = input();
    const text = await pdfText(
      await renderTerminationPdf(
        input({
          employee: { ...base.employee, tin: null, bankName: null, accountNumber: null },
          loans: [],
          settlement: terminationSettlement('300.00', []),
          totalSavings: '300.00',
        }),
      ),
    );
    expect(text).toContain('Sin RFC registrado');
    expect(text).toContain('Sin cuenta registrada');
    expect(text).toContain('Sin préstamos con saldo a la fecha de baja.');
    expect(text).toMatch(/Ahorro restante a favor del trabajador \$300\.00/);
  });
});
