import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_ALPHABET,
  formatActivationCode,
  isActivationCode,
  normalizeActivationCode,
} from './activationCode';
import { activationCodeSchema, activationLinkSchema, registerSchema } from './schemas/auth';

describe('activation codes', () => {
  it('has no look-alike characters', () => {
    for (const c of '01OILUV') expect(ACTIVATION_CODE_ALPHABET).not.toContain(c);
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(ACTIVATION_CODE_ALPHABET.length);
  });

  it('normalizes what people type and formats in groups of four', () => {
    expect(normalizeActivationCode(' dema-baj4 7kq3 ')).toBe('DEMABAJ47KQ3');
    expect(formatActivationCode('DEMABAJ47KQ3')).toBe('DEMA-BAJ4-7KQ3');
    expect(isActivationCode('DEMABAJ47KQ3')).toBe(true);
    for (const bad of ['', 'DEMABAJ47KQ', 'DEMABAJ47KQ33', 'DEMABAJ47KQ0', 'DEMA-BAJ4-7KQ3'])
      expect(isActivationCode(bad), bad).toBe(false);
  });

  it('the schemas normalize, and registration treats an empty code as none', () => {
    expect(activationCodeSchema.parse('dema baj4 7kq3')).toBe('DEMABAJ47KQ3');
    expect(activationLinkSchema.safeParse({ code: 'O0O0-1111-IIII' }).error?.issues[0]?.message).toBe(
      'auth.error.invalid_activation_code',
    );
    const base = { tin: 'ABCD800101AA1', password: 'Segura#123', confirmPassword: 'Segura#123', fingerprint: 'f' };
    expect(registerSchema.parse(base).activationCode).toBeUndefined();
    expect(registerSchema.parse({ ...base, activationCode: '  ' }).activationCode).toBeUndefined();
    expect(registerSchema.parse({ ...base, activationCode: 'dema-baj4-7kq3' }).activationCode).toBe('DEMABAJ47KQ3');
    const wrong = registerSchema.safeParse({ ...base, activationCode: 'nope' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['activationCode', 'auth.error.invalid_activation_code'],
    ]);
  });
});
