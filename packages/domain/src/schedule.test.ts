import { describe, expect, it } from 'vitest';
import { buildSchedule, paymentStatus, totalPending } from './schedule';

// A quote of 5000 at 2.5 % with 500 a week and 4 weeks: total 5116.67, final 3116.67.
const input = {
  confirmedDate: '2026-11-21',
  deadline: '2026-12-18',
  weeksNeeded: 4,
  weeklyDiscount: '500.00',
  interestAmount: '116.67',
  totalAmount: '5116.67',
};

describe('buildSchedule', () => {
  it('builds weekly Friday rows and a savings-fund row on the deadline', () => {
    const rows = buildSchedule({ ...input, now: '2026-11-21T18:00:00Z' });
    expect(rows.map((r) => r.date)).toEqual(['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2026-12-18']);
    expect(rows[0]).toMatchObject({
      week: 1,
      totalPayment: '500.00',
      interestPayment: '29.17', // 116.67 / 4 = 29.1675 → 29.17
      principalPayment: '470.83',
      remainingTotal: '4616.67',
      remainingInterest: '87.50',
      remainingPrincipal: '4529.17',
      status: 'current',
    });
    expect(rows[3]).toMatchObject({ interestPayment: '29.16', remainingInterest: '0.00', remainingTotal: '3116.67' });
    expect(rows[4]).toMatchObject({
      week: 5,
      totalPayment: '3116.67',
      interestPayment: '0.00',
      principalPayment: '3116.67',
      remainingTotal: '0.00',
      isSavingsFundPayment: true,
      isFinalPayment: true,
    });
    expect(rows.slice(0, 4).some((r) => r.isFinalPayment || r.isSavingsFundPayment)).toBe(false);
  });

  it('ends with a smaller last payment and no savings row when fully paid', () => {
    const rows = buildSchedule({
      ...input,
      weeksNeeded: 3,
      weeklyDiscount: '500.00',
      interestAmount: '11.67',
      totalAmount: '1011.67',
      now: '2026-11-21',
    });
    expect(rows.map((r) => r.totalPayment)).toEqual(['500.00', '500.00', '11.67']);
    expect(rows[2]).toMatchObject({ isFinalPayment: true, remainingTotal: '0.00' });
    expect(rows[2]?.isSavingsFundPayment).toBeUndefined();
  });

  it('marks rows paid, current and pending against the Mexico City business day', () => {
    // 2026-12-05T05:00Z is still December 4 in Mexico City: the Dec 4 payment is current.
    const rows = buildSchedule({ ...input, now: new Date('2026-12-05T05:00:00Z') });
    expect(rows.map((r) => r.status)).toEqual(['paid', 'current', 'pending', 'pending', 'pending']);
    const later = buildSchedule({ ...input, now: '2026-12-19T12:00:00Z' });
    expect(later.every((r) => r.status === 'paid')).toBe(true);
  });

  it('rejects a non-positive week count', () => {
    expect(() => buildSchedule({ ...input, weeksNeeded: 0, now: '2026-11-21' })).toThrow(RangeError);
  });
});

describe('paymentStatus', () => {
  it.each([
    ['2026-12-11', 'pending'],
    ['2026-12-12', 'current'],
    ['2026-12-18', 'current'],
    ['2026-12-19', 'paid'],
  ])('on %s a payment dated 2026-12-18 is %s', (today, status) => {
    expect(paymentStatus('2026-12-18', today)).toBe(status);
  });
});

describe('totalPending', () => {
  it('sums the payments not yet made', () => {
    const rows = buildSchedule({ ...input, now: '2026-11-21' });
    expect(totalPending(rows, '2026-11-21')).toBe('5116.67');
    expect(totalPending(rows, '2026-12-05')).toBe('4116.67');
    expect(totalPending(rows, '2026-12-19')).toBe('0.00');
  });
});
