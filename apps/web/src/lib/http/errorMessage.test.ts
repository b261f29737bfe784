import { ERRORS } from '@abono/domain';
import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import { ApiError, errorMessage } from './ApiError';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('errorMessage: API errors from the i18n catalog by code', () => {
  it('shows the catalog text of the code, not the server text', () => {
    const error = new ApiError(409, { error: 'active_loan_exists', message: 'texto del servidor' });
    expect(errorMessage(error, 'respaldo')).toBe('Ya tienes un préstamo activo en esta empresa.');
  });

  it('shows English in the English UI', async () => {
    await i18n.changeLanguage('en');
    const error = new ApiError(409, { error: 'active_loan_exists', message: ERRORS.active_loan_exists.message });
    const text = errorMessage(error, 'fallback');
    expect(text).toBe(i18n.t('errors.active_loan_exists'));
    expect(text).not.toBe(ERRORS.active_loan_exists.message);
    expect(text).toMatch(/active loan/i);
  });

  it('a passed insurance deadline reads as insurance, not as loans', async () => {
    const error = new ApiError(422, { error: 'insurance_deadline_passed', message: 'x' });
    expect(errorMessage(error, 'respaldo')).toBe('La fecha límite para solicitar seguros ha pasado');
    await i18n.changeLanguage('en');
    expect(errorMessage(error, 'fallback')).toBe('The deadline to request insurance has passed');
  });

  it('every API error code has its own text in both languages', async () => {
    for (const language of ['es', 'en']) {
      await i18n.changeLanguage(language);
      // Back-office errors are in the back-office part, which follows the language change.
      await loadBackOfficeCatalog();
      for (const code of Object.keys(ERRORS)) {
        const text = errorMessage(
          new ApiError(ERRORS[code as keyof typeof ERRORS].status, { error: code, message: 'x' }),
          'fallback',
        );
        expect(text, `${language}: ${code}`).not.toBe('x');
        expect(text, `${language}: ${code}`).not.toBe('fallback');
      }
    }
  });

  it('a validation error names its first field problem', () => {
    const error = new ApiError(400, {
      error: 'validation_error',
      message: 'Los datos enviados no son válidos.',
      fields: { loan_amount: 'errors.amount_too_many_decimals' },
    });
    expect(errorMessage(error, 'respaldo')).toBe(i18n.t('errors.amount_too_many_decimals'));
    expect(
      errorMessage(new ApiError(400, { error: 'validation_error', message: 'm', fields: { x: 'no.such.key' } }), 'r'),
    ).toBe(i18n.t('errors.validation_error'));
  });

  it('falls back to the server message for an unknown code, then to the caller text', () => {
    expect(errorMessage(new ApiError(418, { error: 'teapot', message: 'Soy una tetera' }), 'respaldo')).toBe(
      'Soy una tetera',
    );
    expect(errorMessage(new ApiError(502, null), 'respaldo')).toBe('respaldo');
    expect(errorMessage(new ApiError(418, { error: 'teapot', message: '' }), 'respaldo')).toBe('respaldo');
    expect(errorMessage(new TypeError('Failed to fetch'), 'respaldo')).toBe('respaldo');
  });
});
