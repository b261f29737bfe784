import { renderContractPdf } from '../../apps/api/src/files/contractPdf';

/** Mean milliseconds to render one contract carátula (unsigned preview), after a warm-up. */
export async function benchContract(runs = 20): Promise<number> {
  const input = {
    company: { legalName: 'Industrias del Bajío S.A. de C.V.', location: 'León, Guanajuato' },
    employee: { name: 'Ana Pérez Núñez', controlNumber: 'IB-0101', tin: 'PENA800101AA1', workLocation: 'Planta León' },
    loan: {
      amount: '10000.00',
      interestAmount: '1750.00',
      totalAmount: '11750.00',
      weeklyDiscount: '500.00',
      weeksNeeded: 24,
      monthlyRate: '2.5',
      finalPayment: '0.00',
      finalPaymentDate: '2026-12-18',
      firstPaymentDate: '2026-06-12',
      requestedOn: '2026-06-01',
      cat: '45.3',
    },
    generatedOn: '2026-06-01',
  };
  await renderContractPdf(input);
  const start = performance.now();
  for (let i = 0; i < runs; i++) await renderContractPdf(input);
  return (performance.now() - start) / runs;
}
