import { quoteLoan } from '@abono/domain';

/** Mean milliseconds per quoteLoan call over varied inputs (after a warm-up). */
export function benchQuote(iterations = 100_000): number {
  const inputs = Array.from({ length: 64 }, (_, i) => ({
    today: `2026-0${1 + (i % 9)}-${String(1 + (i % 27)).padStart(2, '0')}`,
    deadline: '2026-12-18',
    monthlyRatePercent: (1 + (i % 7) * 0.5).toFixed(1),
    amount: `${1000 + i * 137}.${String(i % 100).padStart(2, '0')}`,
    weeklyDiscount: `${100 + (i % 13) * 25}.00`,
  }));
  for (let i = 0; i < 5_000; i++) quoteLoan(inputs[i % inputs.length]!);
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) quoteLoan(inputs[i % inputs.length]!);
  return Number(process.hrtime.bigint() - start) / 1e6 / iterations;
}
