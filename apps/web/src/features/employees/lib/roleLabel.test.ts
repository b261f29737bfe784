import { ROLE_DESCRIPTIONS } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/i18n';
import backOffice from '../../../i18n/backOffice/es.json';
import { roleLabel, sortRoles } from './roleLabel';

describe('role labels', () => {
  it('the five system roles read as the domain describes them (the roles seeded in the database)', () => {
    expect(backOffice.employees.role).toEqual(ROLE_DESCRIPTIONS);
    expect(roleLabel('hr', i18n.getFixedT('es'))).toBe('Recursos humanos');
  });

  it('a custom role shows its own name', () => {
    expect(roleLabel('auditor', i18n.getFixedT('es'))).toBe('auditor');
  });

  it('sorts system roles in their usual order, then custom roles by name', () => {
    const names = sortRoles([{ name: 'zeta' }, { name: 'super_admin' }, { name: 'auditor' }, { name: 'employee' }, { name: 'hr' }]).map((r) => r.name);
    expect(names).toEqual(['employee', 'hr', 'super_admin', 'auditor', 'zeta']);
  });
});
