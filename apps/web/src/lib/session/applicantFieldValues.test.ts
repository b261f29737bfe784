import { describe, expect, it } from 'vitest';
import { makeTwoCompanyUser } from '../../test/fixtures';
import { applicantFieldValues, employeeIn } from './useApplicant';

describe('applicantFieldValues (the read-only fields both request forms send)', () => {
  const user = makeTwoCompanyUser();

  it("maps the selected company's hired record, as of the given day", () => {
    expect(applicantFieldValues(employeeIn(user, 2), '2026-03-02')).toEqual({
      date: '2026-03-02',
      employee_code: 'P-900',
      name: 'Ana María López Ruiz',
      branch: 'Mazatlán',
    });
    expect(applicantFieldValues(employeeIn(user, 1), '2026-03-03')).toEqual({
      date: '2026-03-03',
      employee_code: 'E-001',
      name: 'Ana María López',
      branch: 'León',
    });
  });

  it('is null for no record, a record that is not hired, or one without control number or branch', () => {
    const hired = employeeIn(user, 1)!;
    expect(applicantFieldValues(null, '2026-03-02')).toBeNull();
    expect(applicantFieldValues({ ...hired, status: 'terminated' }, '2026-03-02')).toBeNull();
    expect(applicantFieldValues({ ...hired, controlNumber: null }, '2026-03-02')).toBeNull();
    expect(applicantFieldValues({ ...hired, work_location: null }, '2026-03-02')).toBeNull();
  });
});
