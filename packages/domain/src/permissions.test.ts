import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PAGE_KEYS,
  grantsFor,
  hasGrant,
  mayCreateCompany,
  mayResetDatabase,
  pagesFor,
  reachesAllCompanies,
  readsCompanySettingsDetail,
  type Grant,
} from './permissions';

describe('pagesFor', () => {
  it('opens the pages of each permission in menu order', () => {
    expect(pagesFor(DEFAULT_ROLE_PERMISSIONS.employee)).toEqual(['offers', 'loan']);
    expect(pagesFor(DEFAULT_ROLE_PERMISSIONS.hr)).toEqual(['offers', 'loan', 'loans', 'employees']);
    expect(pagesFor(DEFAULT_ROLE_PERMISSIONS.treasury)).toEqual(['offers', 'loan', 'treasury', 'settings', 'products']);
    expect(pagesFor(['manage_access', 'view_offers'])).toEqual(['offers', 'roles', 'permissions', 'audit']);
  });

  it('gives every page to admin, super_admin and *', () => {
    expect(pagesFor(DEFAULT_ROLE_PERMISSIONS.admin)).toEqual([...PAGE_KEYS]);
    expect(pagesFor(DEFAULT_ROLE_PERMISSIONS.super_admin)).toEqual([...PAGE_KEYS]);
    expect(pagesFor(['*'])).toEqual([...PAGE_KEYS]);
  });

  it('ignores unknown names and opens nothing for none', () => {
    expect(pagesFor(['custom_permission'])).toEqual([]);
    expect(pagesFor([])).toEqual([]);
    expect(pagesFor(['manage_auth'])).toEqual([]);
    expect(pagesFor(['create_company', 'all_companies'])).toEqual([]);
  });
});

describe('grantsFor', () => {
  it('collects grants without duplicates', () => {
    const grants = grantsFor(['manage_credits', 'manage_credits', 'view_offers']);
    expect(grants).toEqual([
      { type: 'ENDPOINT', resource: 'loans', action: 'ALL' },
      { type: 'ENDPOINT', resource: 'offers', action: 'READ' },
      { type: 'ENDPOINT', resource: 'loan_requests', action: 'WRITE' },
    ]);
  });

  it('turns * into the wildcard grant', () => {
    expect(grantsFor(['view_offers', '*'])).toEqual([{ type: 'ENDPOINT', resource: '*', action: 'ALL' }]);
  });

  it('admin has every grant but user access; super_admin has it too', () => {
    const admin = grantsFor(DEFAULT_ROLE_PERMISSIONS.admin);
    expect(hasGrant(admin, { resource: 'user_access', action: 'WRITE' })).toBe(false);
    expect(hasGrant(admin, { resource: 'roles', action: 'WRITE' })).toBe(true);
    // The audit log is read with manage_access (decision 080); HR and treasury do not hold it.
    expect(hasGrant(admin, { resource: 'audit', action: 'READ' })).toBe(true);
    expect(hasGrant(grantsFor(DEFAULT_ROLE_PERMISSIONS.hr), { resource: 'audit', action: 'READ' })).toBe(false);
    expect(hasGrant(grantsFor(DEFAULT_ROLE_PERMISSIONS.treasury), { resource: 'audit', action: 'READ' })).toBe(false);
    expect(
      hasGrant(grantsFor(DEFAULT_ROLE_PERMISSIONS.super_admin), { resource: 'user_access', action: 'WRITE' }),
    ).toBe(true);
    // Written out, not re-derived: every permission but manage_auth and the every-company reach.
    expect(DEFAULT_ROLE_PERMISSIONS.admin).toEqual([
      'view_offers',
      'view_my_credit',
      'manage_credits',
      'manage_employees',
      'manage_treasury',
      'manage_settings',
      'manage_access',
      'create_company',
    ]);
  });
});

describe('hasGrant', () => {
  const grants: Grant[] = [
    { type: 'ENDPOINT', resource: 'offers', action: 'READ' },
    { type: 'ENDPOINT', resource: 'loans', action: 'ALL' },
    { type: 'ENTITY', resource: 'own_loans', action: 'WRITE' },
  ];

  it('matches the exact action or ALL', () => {
    expect(hasGrant(grants, { resource: 'offers', action: 'READ' })).toBe(true);
    expect(hasGrant(grants, { resource: 'offers', action: 'WRITE' })).toBe(false);
    expect(hasGrant(grants, { resource: 'loans', action: 'READ' })).toBe(true);
    expect(hasGrant(grants, { resource: 'loans', action: 'WRITE' })).toBe(true);
  });

  it('keeps ENDPOINT and ENTITY apart (ENDPOINT by default)', () => {
    expect(hasGrant(grants, { resource: 'own_loans', action: 'WRITE' })).toBe(false);
    expect(hasGrant(grants, { type: 'ENTITY', resource: 'own_loans', action: 'WRITE' })).toBe(true);
    expect(hasGrant(grants, { type: 'ENTITY', resource: 'own_loans', action: 'READ' })).toBe(false);
    expect(hasGrant(grants, { type: 'ENTITY', resource: 'loans', action: 'READ' })).toBe(false);
  });

  it('lets the wildcard grant do everything and nothing grant anything', () => {
    const star = grantsFor(['*']);
    expect(hasGrant(star, { resource: 'anything', action: 'WRITE' })).toBe(true);
    expect(hasGrant(star, { type: 'ENTITY', resource: 'own_loans', action: 'READ' })).toBe(true);
    expect(hasGrant([], { resource: 'offers', action: 'READ' })).toBe(false);
  });
});

describe('capabilities decided by grants, never by role name', () => {
  it.each([
    ['super_admin', true, true],
    ['admin', true, false],
    ['hr', false, false],
    ['treasury', false, false],
    ['employee', false, false],
  ] as const)('default %s: create company %s, every company %s', (role, create, all) => {
    const grants = grantsFor(DEFAULT_ROLE_PERMISSIONS[role]);
    expect(mayCreateCompany(grants)).toBe(create);
    expect(reachesAllCompanies(grants)).toBe(all);
    expect(mayResetDatabase(grants)).toBe(all);
  });

  it('follows the permission whatever the role is called', () => {
    expect(mayCreateCompany(grantsFor(['create_company']))).toBe(true);
    expect(reachesAllCompanies(grantsFor(['create_company']))).toBe(false);
    expect(reachesAllCompanies(grantsFor(['all_companies']))).toBe(true);
    expect(mayCreateCompany(grantsFor(['all_companies']))).toBe(false);
    // Every other permission together is no reach and no creation.
    const rest = DEFAULT_ROLE_PERMISSIONS.admin.filter((p) => p !== 'create_company');
    expect(mayCreateCompany(grantsFor(rest))).toBe(false);
    expect(reachesAllCompanies(grantsFor(rest))).toBe(false);
  });

  it("lets '*' do both, since it grants everything (03 §5)", () => {
    expect(mayCreateCompany(grantsFor(['*']))).toBe(true);
    expect(reachesAllCompanies(grantsFor(['*']))).toBe(true);
  });

  it('shows the settings detail to settings or treasury managers only', () => {
    expect(readsCompanySettingsDetail(grantsFor(['manage_settings']))).toBe(true);
    expect(readsCompanySettingsDetail(grantsFor(['manage_treasury']))).toBe(true);
    expect(readsCompanySettingsDetail(grantsFor(DEFAULT_ROLE_PERMISSIONS.hr))).toBe(false);
    expect(readsCompanySettingsDetail(grantsFor(['create_company', 'all_companies']))).toBe(false);
  });
});
