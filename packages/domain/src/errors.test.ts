import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ERRORS } from './backOfficeErrors';
import { ERRORS } from './errors';
import { GENERAL_ERRORS } from './generalErrors';

describe('the error catalog, written in two parts', () => {
  it('no code is in both parts (the second would silently replace the first in ERRORS)', () => {
    const shared = Object.keys(GENERAL_ERRORS).filter((code) => Object.hasOwn(BACK_OFFICE_ERRORS, code));
    expect(shared).toEqual([]);
  });

  it('ERRORS is every code of both parts, each with its own status and Spanish message', () => {
    const both = [...Object.keys(GENERAL_ERRORS), ...Object.keys(BACK_OFFICE_ERRORS)];
    expect(Object.keys(ERRORS).sort()).toEqual(both.sort());
    for (const [code, error] of Object.entries(ERRORS)) {
      expect(error.message.trim(), code).not.toBe('');
      expect(error.status >= 400 && error.status < 600, code).toBe(true);
    }
  });
});
