/**
 * The termination document (03 §4, §6; spec 02 "Download termination document"): what an
 * employee dismissed with confirmed loans still owes, and how much of it their savings fund
 * covers. Treasury settles the debt with it, so every figure is exact and comes computed
 * (core/employees/terminationFacts.ts); this file only lays them out.
 *
 * Embedded DejaVu Sans, as every generated PDF (fonts/pdfFonts.ts). The bank account is
 * masked but for its last 4 digits: the document is printed and passed around.
 */
import { formatDateEs, formatMXN, type DateString, type Money } from '@abono/domain';
import {
  INK,
  MUTED,
  PAGE_MARGIN,
  contentWidth,
  labelValueRows,
  renderPdf,
  section,
  titleBlock,
  type Doc,
} from './pdfLayout';

export interface TerminationLoan {
  id: number;
  /** Business day the deposit was confirmed; null for a loan confirmed without that date. */
  confirmedOn: DateString | null;
  totalAmount: Money;
  weeklyDiscount: Money;
  /** The schedule's total pending at the deactivation date (03 §2). */
  outstanding: Money;
}

export interface TerminationSettlement {
  /** Sum of the loans' outstanding balances. */
  outstanding: Money;
  /** min(savings, outstanding). */
  coveredBySavings: Money;
  /** What the savings do not cover: outstanding − covered. */
  remainingDebt: Money;
  /** Savings left after covering the debt: savings − covered. */
  savingsLeft: Money;
}

export interface TerminationPdfInput {
  company: { legalName: string; location: string | null };
  employee: {
    id: number;
    name: string;
    controlNumber: string;
    tin: string | null;
    workLocation: string;
    bankName: string | null;
    accountNumber: string | null;
  };
  deactivatedOn: DateString;
  totalSavings: Money;
  loans: readonly TerminationLoan[];
  settlement: TerminationSettlement;
  generatedOn: DateString;
}

export const TERMINATION_TITLE = 'Documento de baja de empleado';

/** `012180001234567897` → `**************7897`: only the last 4 digits stay readable. */
export function maskAccount(account: string): string {
  const visible = account.slice(-4);
  return `${'*'.repeat(Math.max(account.length - visible.length, 0))}${visible}`;
}

const LABEL_WIDTH = 230;

const rows = (doc: Doc, entries: ReadonlyArray<readonly [string, string]>, boldValues = false) =>
  labelValueRows(doc, entries, { labelWidth: LABEL_WIDTH, boldValues });

/** The loans as a small table: folio, confirmation date, total, weekly discount, outstanding. */
function loanTable(doc: Doc, loans: readonly TerminationLoan[]): void {
  const width = contentWidth(doc);
  const columns = [
    { title: 'Folio', share: 0.14, align: 'left' as const },
    { title: 'Confirmado', share: 0.2, align: 'left' as const },
    { title: 'Total del préstamo', share: 0.22, align: 'right' as const },
    { title: 'Descuento semanal', share: 0.22, align: 'right' as const },
    { title: 'Saldo pendiente', share: 0.22, align: 'right' as const },
  ];
  const line = (cells: string[], font: 'bold' | 'regular', color: string) => {
    const y = doc.y;
    let x = PAGE_MARGIN;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const w = column.share * width;
      doc
        .font(font)
        .fontSize(9.5)
        .fillColor(color)
        .text(cell, x, y, { width: w - 6, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 3;
  };
  line(
    columns.map((c) => c.title),
    'bold',
    MUTED,
  );
  for (const loan of loans) {
    line(
      [
        String(loan.id),
        loan.confirmedOn ? formatDateEs(loan.confirmedOn) : '—',
        formatMXN(loan.totalAmount),
        formatMXN(loan.weeklyDiscount),
        formatMXN(loan.outstanding),
      ],
      'regular',
      INK,
    );
  }
  doc.x = PAGE_MARGIN;
}

function drawTermination(doc: Doc, input: TerminationPdfInput): void {
  const { company, employee, settlement } = input;
  const width = contentWidth(doc);
  titleBlock(doc, TERMINATION_TITLE, 'Liquidación de préstamos con el fondo de ahorro');
  rows(doc, [['Fecha de baja', formatDateEs(input.deactivatedOn)]]);

  section(doc, 'Empresa');
  rows(doc, [
    ['Razón social', company.legalName],
    ...(company.location ? ([['Domicilio', company.location]] as const) : []),
  ]);

  section(doc, 'Datos del trabajador');
  const account = employee.accountNumber ? maskAccount(employee.accountNumber) : 'Sin cuenta registrada';
  rows(doc, [
    ['Nombre', employee.name],
    ['Número de control', employee.controlNumber],
    ['RFC', employee.tin ?? 'Sin RFC registrado'],
    ['Centro de trabajo', employee.workLocation],
    ['Banco', employee.bankName ?? 'Sin banco registrado'],
    ['Cuenta', account],
  ]);

  section(doc, 'Préstamos confirmados');
  if (input.loans.length > 0) loanTable(doc, input.loans);
  else
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(INK)
      .text('Sin préstamos con saldo a la fecha de baja.', PAGE_MARGIN, doc.y, { width });

  section(doc, 'Liquidación');
  rows(doc, [
    ['Ahorro total', formatMXN(input.totalSavings)],
    ['Saldo pendiente de los préstamos', formatMXN(settlement.outstanding)],
    ['Cubierto con el ahorro', formatMXN(settlement.coveredBySavings)],
  ]);
  rows(doc, [['Saldo restante por cubrir', formatMXN(settlement.remainingDebt)]], true);
  rows(doc, [['Ahorro restante a favor del trabajador', formatMXN(settlement.savingsLeft)]]);

  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `El saldo pendiente es la suma de los descuentos programados que no se habían aplicado al ` +
        `${formatDateEs(input.deactivatedOn)}, ` +
        'incluido el pago final del fondo de ahorro. Documento generado el ' +
        `${formatDateEs(input.generatedOn)}.`,
      PAGE_MARGIN,
      doc.y,
      { width, align: 'justify' },
    );
}

/** The termination document as PDF bytes. */
export function renderTerminationPdf(input: TerminationPdfInput): Promise<Buffer> {
  return renderPdf({ title: TERMINATION_TITLE, author: input.company.legalName }, (doc) => drawTermination(doc, input));
}
