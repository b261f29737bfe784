import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, grantsFor } from './permissions';
import { holdsEverything, holdsStaffPermission, resetCodeRefusal, timeInMexicoCity } from './passwordReset';

const of = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS) => grantsFor(DEFAULT_ROLE_PERMISSIONS[role]);
const wildcard = grantsFor(['*']);

describe('reset code issuers (decision 085)', () => {
  it('tells staff accounts by their grants, not their role names', () => {
    expect(holdsStaffPermission(of('employee'))).toBe(false);
    expect(holdsStaffPermission([])).toBe(false);
    for (const role of ['hr', 'treasury', 'admin', 'super_admin'] as const)
      expect(holdsStaffPermission(of(role))).toBe(true);
    expect(holdsStaffPermission(wildcard)).toBe(true);
    // A custom permission naming a back-office resource makes its holder staff.
    expect(holdsStaffPermission([...of('employee'), { type: 'ENDPOINT', resource: 'audit', action: 'READ' }])).toBe(
      true,
    );
  });

  it('a super admin is who holds everything: * or every permission', () => {
    expect(holdsEverything(wildcard)).toBe(true);
    expect(holdsEverything(of('super_admin'))).toBe(true);
    expect(holdsEverything(of('admin'))).toBe(false);
  });

  it('plain employees by HR; staff only with manage_auth; a super admin only by another', () => {
    expect(resetCodeRefusal(of('hr'), of('employee'))).toBeNull();
    expect(resetCodeRefusal(of('hr'), of('treasury'))).toBe('reset_needs_manage_auth');
    expect(resetCodeRefusal(of('hr'), of('hr'))).toBe('reset_needs_manage_auth');
    expect(resetCodeRefusal(of('admin'), of('hr'))).toBe('reset_needs_manage_auth');
    expect(resetCodeRefusal(of('admin'), of('super_admin'))).toBe('reset_needs_super_admin');
    expect(resetCodeRefusal(of('admin'), wildcard)).toBe('reset_needs_super_admin');
    expect(resetCodeRefusal([...of('hr'), ...grantsFor(['manage_auth'])], of('admin'))).toBeNull();
    expect(resetCodeRefusal(wildcard, of('super_admin'))).toBeNull();
    expect(resetCodeRefusal(of('super_admin'), wildcard)).toBeNull();
  });
});

describe('timeInMexicoCity', () => {
  it('is the wall-clock hour in Mexico City (UTC−6, no daylight saving since 2022)', () => {
    expect(timeInMexicoCity('2026-11-27T18:05:00Z')).toBe('12:05');
    expect(timeInMexicoCity(new Date('2026-06-01T05:30:00Z'))).toBe('23:30');
  });
});
