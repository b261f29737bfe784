import { describe, expect, it } from 'vitest';
import { messagesOf, withDomainTexts } from './domainTexts';

describe('adding the domain texts to a Spanish catalog part', () => {
  it('adds them beside the file\'s own texts under the same group', () => {
    const file = { errors: { required: 'Obligatorio' }, title: 'Créditos' };
    expect(withDomainTexts(file, { errors: { forbidden: 'No tienes permiso.' } })).toEqual({
      errors: { required: 'Obligatorio', forbidden: 'No tienes permiso.' },
      title: 'Créditos',
    });
    expect(file.errors).toEqual({ required: 'Obligatorio' });
  });

  it('copies the domain\'s records, so i18next merging a later part into the catalog cannot write into them', () => {
    const labels = { pending: 'Pendiente' };
    const merged = withDomainTexts({}, { loanStatus: labels });
    expect(merged.loanStatus).toEqual(labels);
    expect(merged.loanStatus).not.toBe(labels);
  });

  it('keeps only each error code\'s message', () => {
    expect(messagesOf({ forbidden: { message: 'No tienes permiso.' } })).toEqual({ forbidden: 'No tienes permiso.' });
  });
});
