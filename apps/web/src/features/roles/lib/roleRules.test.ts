import { describe, expect, it } from 'vitest';
import { permissionDeleteBlock } from './permissionRules';
import { roleDeleteBlock } from './roleRules';

describe('what the roles screens refuse before asking the server', () => {
  it('a built-in role or one with users cannot be deleted, a custom one without users can', () => {
    expect(roleDeleteBlock({ isSystem: true, userCount: 0 })).toBe('roles.built_in_reason');
    expect(roleDeleteBlock({ isSystem: false, userCount: 2 })).toBe('roles.has_users_reason');
    expect(roleDeleteBlock({ isSystem: false, userCount: 0 })).toBeNull();
  });

  it('a built-in permission or one a role holds cannot be deleted', () => {
    expect(permissionDeleteBlock({ isSystem: true, roleCount: 0 })).toBe('roles.perm.built_in_reason');
    expect(permissionDeleteBlock({ isSystem: false, roleCount: 1 })).toBe('roles.perm.in_use_reason');
    expect(permissionDeleteBlock({ isSystem: false, roleCount: 0 })).toBeNull();
  });
});
