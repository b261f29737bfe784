import { describe, expect, it } from 'vitest';
import { isTemplateExample, parseEmployeeImportRow, TEMPLATE_EXAMPLE } from './employeeImport';

const ROLES = ['employee', 'hr', 'treasury', 'admin'];

/** The rows of ../shared/samples/empleados-captura.xlsx, as the reader yields them (text). */
const SAMPLE = {
  ib0201: {
    controlNumber: 'IB-0201',
    name: 'Carmen Ruiz Ortega',
    email: 'carmen.ruiz@example.mx',
    phone: '4771234567',
    status: 'hired',
    accountNumber: '072225001234567891',
    bank: '072',
    workLocation: 'Planta León',
    tin: 'RUOC900101AB1',
    role: 'employee',
  },
  zeros: {
    controlNumber: '00457',
    name: 'Jorge Ávila',
    email: '',
    phone: '',
    status: '',
    accountNumber: '1234567890',
    bank: '072',
    workLocation: 'Planta León',
    tin: '',
    role: '',
  },
  ib0203: {
    controlNumber: 'IB-0203',
    name: '',
    email: 'sin.nombre@example.mx',
    phone: '',
    status: 'hired',
    accountNumber: '',
    bank: '',
    workLocation: 'Planta León',
    tin: '',
    role: 'employee',
  },
  ib0204: {
    controlNumber: 'IB-0204',
    name: 'Sofía Núñez',
    email: 'sofia@@example',
    phone: '477 123 4567',
    status: 'despedido',
    accountNumber: '021180000000000006',
    bank: '021',
    workLocation: 'Oficinas',
    tin: '',
    role: 'employee',
  },
  ib0205: {
    controlNumber: 'IB-0205',
    name: 'Ramón Peña',
    email: '',
    phone: '',
    status: 'fired',
    accountNumber: '',
    bank: '021',
    workLocation: '',
    tin: '',
    role: 'hr',
  },
};

describe('parseEmployeeImportRow (the sample file)', () => {
  it('IB-0201 is valid (its CLABE passes the check digit)', () => {
    expect(parseEmployeeImportRow(SAMPLE.ib0201, ROLES)).toMatchObject({
      ok: true,
      row: { controlNumber: 'IB-0201', bank: '072', accountNumber: '072225001234567891', status: 'hired' },
    });
  });
  it('00457 is valid: leading zeros kept, blank status hired, blank role employee, a 10-digit Banorte account', () => {
    expect(parseEmployeeImportRow(SAMPLE.zeros, ROLES)).toEqual({
      ok: true,
      row: {
        controlNumber: '00457',
        name: 'Jorge Ávila',
        email: null,
        phone: null,
        status: 'hired',
        accountNumber: '1234567890',
        bank: '072',
        workLocation: 'Planta León',
        tin: null,
        role: 'employee',
      },
    });
  });
  it('IB-0203: the name is missing', () => {
    expect(parseEmployeeImportRow(SAMPLE.ib0203, ROLES)).toEqual({ ok: false, errors: ['Falta el nombre'] });
  });
  it('IB-0204: the e-mail is malformed and "despedido" is not Contratado or Baja', () => {
    expect(parseEmployeeImportRow(SAMPLE.ib0204, ROLES)).toEqual({
      ok: false,
      errors: ['El correo no es válido', 'El estatus debe ser Contratado o Baja'],
    });
  });
  it('IB-0205: the work location is missing', () => {
    expect(parseEmployeeImportRow(SAMPLE.ib0205, ROLES)).toEqual({ ok: false, errors: ['Falta el centro de trabajo'] });
  });
});

describe('parseEmployeeImportRow (other slips)', () => {
  const base = SAMPLE.zeros;
  it('bank codes: 72 is Banorte; anything else is refused', () => {
    expect(parseEmployeeImportRow({ ...base, bank: '72' }, ROLES)).toMatchObject({ ok: true, row: { bank: '072' } });
    expect(parseEmployeeImportRow({ ...base, bank: 'BBVA' }, ROLES)).toEqual({
      ok: false,
      errors: ['El banco debe ser 072 (BANORTE) o 021 (HSBC)'],
    });
  });
  it('accounts: a bad CLABE, a CLABE of another bank, a 10-digit account without a bank', () => {
    expect(parseEmployeeImportRow({ ...base, accountNumber: '072225001234567890' }, ROLES)).toMatchObject({
      ok: false,
      errors: ['La CLABE no es válida: su dígito verificador no coincide'],
    });
    expect(parseEmployeeImportRow({ ...base, accountNumber: '072225001234567891', bank: '021' }, ROLES)).toMatchObject({
      ok: false,
      errors: ['La CLABE no es del banco elegido'],
    });
    expect(parseEmployeeImportRow({ ...base, bank: '' }, ROLES)).toMatchObject({
      ok: false,
      errors: ['Indica el banco de la cuenta'],
    });
  });
  it('an unknown role, NUL bytes and overlong text are reported, never thrown', () => {
    expect(parseEmployeeImportRow({ ...base, role: 'jefe' }, ROLES)).toEqual({
      ok: false,
      errors: ['El rol «jefe» no existe'],
    });
    expect(parseEmployeeImportRow({ ...base, name: 'a\u0000b' }, ROLES)).toMatchObject({
      ok: false,
      errors: ['La fila tiene caracteres no válidos'],
    });
    expect(parseEmployeeImportRow({ ...base, name: 'x'.repeat(1_000_000) }, ROLES)).toMatchObject({
      ok: false,
      errors: ['El nombre es demasiado largo'],
    });
  });
  it('status is case-insensitive; the RFC is upper-cased', () => {
    expect(parseEmployeeImportRow({ ...base, status: 'FIRED', tin: 'abcd800101xy1' }, ROLES)).toMatchObject({
      ok: true,
      row: { status: 'fired', tin: 'ABCD800101XY1' },
    });
  });
});

describe('parseEmployeeImportRow: Spanish labels', () => {
  const base = SAMPLE.zeros;
  it('status takes Contratado / Baja in any case and accents, and still the codes', () => {
    for (const [cell, status] of [
      ['Contratado', 'hired'],
      ['CONTRATADO', 'hired'],
      ['baja', 'fired'],
      [' Baja ', 'fired'],
      ['hired', 'hired'],
      ['Fired', 'fired'],
    ] as const) {
      expect(parseEmployeeImportRow({ ...base, status: cell }, ROLES), cell).toMatchObject({
        ok: true,
        row: { status },
      });
    }
    expect(parseEmployeeImportRow({ ...base, status: 'Finiquitado' }, ROLES)).toEqual({
      ok: false,
      errors: ['El estatus debe ser Contratado o Baja'],
    });
  });
  it('role takes the Spanish label (accents and case aside), "Empleado", and still the codes', () => {
    for (const [cell, role] of [
      ['Recursos humanos', 'hr'],
      ['RECURSOS HUMANOS', 'hr'],
      ['Tesoreria', 'treasury'],
      ['Solicitante', 'employee'],
      ['Empleado', 'employee'],
      ['Administrador', 'admin'],
      ['hr', 'hr'],
    ] as const) {
      expect(parseEmployeeImportRow({ ...base, role: cell }, ROLES), cell).toMatchObject({ ok: true, row: { role } });
    }
    // A custom role is named by its own name; a role the import may not name is no role.
    expect(parseEmployeeImportRow({ ...base, role: 'Supervisor' }, [...ROLES, 'Supervisor'])).toMatchObject({
      ok: true,
      row: { role: 'Supervisor' },
    });
    expect(parseEmployeeImportRow({ ...base, role: 'Super administrador' }, ROLES)).toEqual({
      ok: false,
      errors: ['El rol «Super administrador» no existe'],
    });
  });
  it('the template example is valid as a row, and recognised as the example', () => {
    expect(parseEmployeeImportRow(TEMPLATE_EXAMPLE, ROLES)).toMatchObject({
      ok: true,
      row: { status: 'hired', role: 'employee' },
    });
    expect(isTemplateExample(TEMPLATE_EXAMPLE)).toBe(true);
    expect(isTemplateExample({ ...TEMPLATE_EXAMPLE, name: 'María Pérez' })).toBe(false);
  });
});
