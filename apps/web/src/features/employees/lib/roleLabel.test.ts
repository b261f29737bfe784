import { ROLE_LABELS, ROLE_NAMES } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/i18n';
import { roleLabel, sortRoles } from './roleLabel';

describe('role labels', () => {
  it('the five system roles read in Spanish as the domain names them (the roles seeded in the database)', () => {
    for (const name of ROLE_NAMES) expect(roleLabel(name, i18n.getFixedT('es')), name).toBe(ROLE_LABELS[name]);
    expect(roleLabel('hr', i18n.getFixedT('es'))).toBe('Recursos humanos');
  });

  it('a custom role shows its own name', () => {
    expect(roleLabel('auditor', i18n.getFixedT('es'))).toBe('auditor');
  });

  it('sorts system roles in their usual order, then custom roles by name', () => {
    const names = sortRoles([
      { name: 'zeta' },
      { name: 'super_admin' },
      { name: 'auditor' },
      { name: 'employee' },
      { name: 'hr' },
    ]).map((r) => r.name);
    expect(names).toEqual(['employee', 'hr', 'super_admin', 'auditor', 'zeta']);
  });
});
