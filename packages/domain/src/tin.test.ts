import { describe, expect, it } from 'vitest';
import { isRfc, normalizeTin, sanitizeTin, TIN_MAX_LENGTH } from './tin';
import { employeeCreateSchema } from './schemas/employee';
import { loginSchema, registerSchema } from './schemas/auth';
import { parseEmployeeImportRow } from './employeeImport';

describe('sanitizeTin (spec 01 §5)', () => {
  it('normalizes, removes angle brackets and cuts at 30', () => {
    expect(sanitizeTin('  <script>ABC</script>  ')).toBe('SCRIPTABC/SCRIPT');
    expect(sanitizeTin('<AB>C')).toBe('ABC');
    expect(sanitizeTin('Y'.repeat(40))).toHaveLength(TIN_MAX_LENGTH);
    expect(TIN_MAX_LENGTH).toBe(30);
  });
});

/** The look-alikes the outside probe registered as separate accounts. */
const LOOK_ALIKES = [
  'sadm800101aa1',
  'SADM800101AA1\u200B',
  '\uFEFFSADM\u200C800101\u00ADAA1\u2060',
  'ＳＡＤＭ８００１０１ＡＡ１',
  ' \tSadm800101Aa1\u200D\n',
  'SADM800101AA1\u202E',
  'SADM800101AA1\uFE0F',
];

describe('normalizeTin (03 §6, decision 047)', () => {
  it.each(LOOK_ALIKES)('%j is SADM800101AA1', (input) => {
    expect(normalizeTin(input)).toBe('SADM800101AA1');
  });

  it('composes a combining tilde into Ñ and upper-cases ñ', () => {
    expect(normalizeTin('mun\u0303o800101ab1')).toBe('MUÑO800101AB1');
    expect(isRfc(normalizeTin('muño800101ab1'))).toBe(true);
  });

  it('the pattern: 3 or 4 letters, a real YYMMDD, a 3-character homoclave', () => {
    for (const good of ['SADM800101AA1', 'ABC800101AA1', 'M&Ñ991231XY9', 'PEML800229AB1'])
      expect(isRfc(good), good).toBe(true);
    for (const bad of [
      'HOLA😀',
      'HOLA',
      'SADM801301AA1',
      'SADM800132AA1',
      'SADM800100AA1',
      'SADM800101AA',
      'SADM800101AA12',
      'SA1M800101AA1',
      'SADM 800101AA1',
      '',
    ]) {
      expect(isRfc(normalizeTin(bad)), bad).toBe(false);
    }
  });
});

describe('the schemas use it', () => {
  const register = (tin: string) =>
    registerSchema.safeParse({ tin, password: 'Segura#123', confirmPassword: 'Segura#123', fingerprint: 'f' });

  it('register and login normalize every look-alike to one RFC; register enforces the pattern', () => {
    for (const input of LOOK_ALIKES) {
      expect(register(input).data?.tin, input).toBe('SADM800101AA1');
      expect(loginSchema.parse({ tin: input, password: 'x', fingerprint: 'f' }).tin, input).toBe('SADM800101AA1');
    }
    for (const bad of ['hola😀', 'ABC', 'x'.repeat(1_000_000)]) {
      expect(
        register(bad).error?.issues.map((i) => i.message),
        bad.slice(0, 10),
      ).toEqual(['auth.error.invalid_tin']);
    }
  });

  it('the employee form: blank is none, a look-alike is normalized, "hola😀" is refused', () => {
    const base = { controlNumber: 'E-1', name: 'Ana', work_location: 'León', role_id: 1, bank: '072', company_id: 1 };
    expect(employeeCreateSchema.parse({ ...base, tin: '' }).tin).toBeUndefined();
    expect(employeeCreateSchema.parse({ ...base, tin: 'ＳＡＤＭ800101aa1\u200B' }).tin).toBe('SADM800101AA1');
    const refused = employeeCreateSchema.safeParse({ ...base, tin: 'hola😀' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tin', 'auth.error.invalid_tin'],
    ]);
  });

  it('the import: the same rule, in Spanish', () => {
    const base = { controlNumber: 'E-1', name: 'Ana', workLocation: 'León' };
    expect(parseEmployeeImportRow({ ...base, tin: 'sadm800101aa1\u200B' }, ['employee'])).toMatchObject({
      ok: true,
      row: { tin: 'SADM800101AA1' },
    });
    expect(parseEmployeeImportRow({ ...base, tin: '' }, ['employee'])).toMatchObject({ ok: true, row: { tin: null } });
    expect(parseEmployeeImportRow({ ...base, tin: 'hola😀' }, ['employee'])).toEqual({
      ok: false,
      errors: ['El RFC no es válido: 12 o 13 caracteres, como PEML800101AB1'],
    });
  });
});
