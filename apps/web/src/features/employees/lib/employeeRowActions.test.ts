import { describe, expect, it } from 'vitest';
import { employeeRowActions } from './employeeRowActions';

describe('employeeRowActions (spec 02 "Employees list" row actions)', () => {
  const cases: [string, Parameters<typeof employeeRowActions>[0], boolean, string[]][] = [
    [
      'hired with an active account, manage_auth',
      { status: 'hired', hasAccount: true, accessActive: true },
      true,
      ['edit', 'deactivate', 'revoke_access', 'reset_code', 'unlink_account'],
    ],
    [
      'hired with an inactive account, manage_auth',
      { status: 'hired', hasAccount: true, accessActive: false },
      true,
      ['edit', 'deactivate', 'grant_access', 'reset_code', 'unlink_account'],
    ],
    [
      'fired with an active account',
      { status: 'fired', hasAccount: true, accessActive: true },
      true,
      ['edit', 'activate', 'revoke_access', 'reset_code', 'unlink_account'],
    ],
    [
      'terminated: hire again and the termination document',
      { status: 'terminated', hasAccount: true, accessActive: false },
      true,
      ['edit', 'activate', 'grant_access', 'termination_document', 'reset_code', 'unlink_account'],
    ],
    [
      'no account: an activation code, never an access action nor an unlink',
      { status: 'hired', hasAccount: false, accessActive: false },
      true,
      ['edit', 'deactivate', 'activation_code'],
    ],
    [
      'without manage_auth no access action and no unlink; a reset code for the account (decision 085)',
      { status: 'hired', hasAccount: true, accessActive: true },
      false,
      ['edit', 'deactivate', 'reset_code'],
    ],
    [
      'without manage_auth, terminated, no account',
      { status: 'terminated', hasAccount: false, accessActive: false },
      false,
      ['edit', 'activate', 'termination_document', 'activation_code'],
    ],
  ];
  it.each(cases)('%s', (_name, row, manageAuth, expected) => {
    expect(employeeRowActions(row, manageAuth)).toEqual(expected);
  });
});
