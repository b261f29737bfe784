import { describe, expect, it } from 'vitest';
import { messagesOf, under, withDomainTexts } from './domainTexts';

describe('adding the domain texts to a Spanish catalog part', () => {
  it("adds them beside the file's own texts, by their dotted keys", () => {
    const file = { errors: { required: 'Obligatorio' }, employees: { title: 'Empleados' } };
    const domain = { 'errors.forbidden': 'No tienes permiso.', 'employees.status.fired': 'Baja' };
    expect(withDomainTexts(file, domain)).toEqual({
      errors: { required: 'Obligatorio', forbidden: 'No tienes permiso.' },
      employees: { title: 'Empleados', status: { fired: 'Baja' } },
    });
  });

  it('leaves the file as written (i18next later merges other parts into what it holds)', () => {
    const file = { errors: { required: 'Obligatorio' } };
    const merged = withDomainTexts(file, { 'errors.forbidden': 'No tienes permiso.' });
    expect(file).toEqual({ errors: { required: 'Obligatorio' } });
    expect(merged.errors).not.toBe(file.errors);
  });

  it("names each error message errors.<code> and each record's word under its group", () => {
    expect(messagesOf({ forbidden: { message: 'No tienes permiso.' } })).toEqual({
      'errors.forbidden': 'No tienes permiso.',
    });
    expect(under('loanStatus', { pending: 'Pendiente' })).toEqual({ 'loanStatus.pending': 'Pendiente' });
  });
});
