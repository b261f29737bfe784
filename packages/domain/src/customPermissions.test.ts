/** Custom permissions' grants and the roles' rails in the domain (decision 076). */
import { describe, expect, it } from 'vitest';
import {
  coversGrant,
  DEFAULT_ROLE_PERMISSIONS,
  GRANT_RESOURCES,
  grantsEverything,
  grantsFor,
  keepsEverything,
  pagesFor,
  PERMISSION_NAMES,
  type Grant,
} from './permissions';
import { permissionCreateSchema, permissionUpdateSchema } from './schemas/permission';

const treasuryAll: Grant = { type: 'ENDPOINT', resource: 'treasury', action: 'ALL' };

describe('custom grants', () => {
  it('join the grants of the domain permissions, once each', () => {
    expect(grantsFor(['manage_treasury'], [treasuryAll])).toEqual([treasuryAll]);
    expect(grantsFor(['mi_permiso'], [treasuryAll])).toEqual([treasuryAll]);
  });

  it('open a page when they cover every grant of a permission opening it', () => {
    expect(pagesFor([], [treasuryAll])).toEqual(['treasury']);
    expect(pagesFor([], [{ type: 'ENDPOINT', resource: 'treasury', action: 'READ' }])).toEqual([]);
    expect(pagesFor([], [{ type: 'ENDPOINT', resource: 'settings', action: 'ALL' }])).toEqual([]);
  });

  it('ALL is covered only by ALL or by READ and WRITE together', () => {
    const read: Grant = { type: 'ENDPOINT', resource: 'roles', action: 'READ' };
    const write: Grant = { type: 'ENDPOINT', resource: 'roles', action: 'WRITE' };
    const all: Grant = { type: 'ENDPOINT', resource: 'roles', action: 'ALL' };
    expect(coversGrant([read], all)).toBe(false);
    expect(coversGrant([read, write], all)).toBe(true);
    expect(coversGrant([all], write)).toBe(true);
    expect(coversGrant([{ ...all, type: 'ENTITY' }], write)).toBe(false);
  });

  it('never name the reach of every company', () => {
    expect(GRANT_RESOURCES).not.toContain('all_companies');
    expect(GRANT_RESOURCES).toContain('treasury');
  });
});

describe('the role that keeps everything', () => {
  it('is the built-in role whose defaults grant everything: super_admin only', () => {
    expect(keepsEverything({ name: 'super_admin', isSystem: true })).toBe(true);
    expect(keepsEverything({ name: 'admin', isSystem: true })).toBe(false);
    expect(keepsEverything({ name: 'super_admin', isSystem: false })).toBe(false);
    expect(grantsEverything(DEFAULT_ROLE_PERMISSIONS.super_admin)).toBe(true);
    expect(grantsEverything(['*'])).toBe(true);
    expect(grantsEverything(PERMISSION_NAMES.slice(1))).toBe(false);
  });
});

describe('permission forms', () => {
  const base = { name: 'caja', description: 'Caja', type: 'ENDPOINT', resource: 'treasury', action: 'ALL' };
  it('create needs the grant from the lists; a * in the name is refused', () => {
    expect(permissionCreateSchema.safeParse(base).success).toBe(true);
    expect(permissionCreateSchema.safeParse({ ...base, name: 'todo*' }).success).toBe(false);
    expect(permissionCreateSchema.safeParse({ ...base, resource: 'all_companies' }).success).toBe(false);
    expect(permissionCreateSchema.safeParse({ ...base, action: undefined }).success).toBe(false);
  });
  it('update takes the whole grant or none of it', () => {
    expect(permissionUpdateSchema.safeParse({ name: 'caja', description: 'x' }).success).toBe(true);
    expect(permissionUpdateSchema.safeParse(base).success).toBe(true);
    expect(permissionUpdateSchema.safeParse({ name: 'caja', description: 'x', type: 'ENDPOINT' }).success).toBe(false);
  });
});
