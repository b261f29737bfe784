import { renderHook } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useFieldError } from './useFieldError';

interface Values {
  amount: string;
  controlNumber: string;
  applicant: { phone: string };
}

function errText(errors: FieldErrors<Values>) {
  return renderHook(() => useFieldError(errors)).result.current;
}

describe('useFieldError', () => {
  it('shows a message key from the catalog, nested fields included', () => {
    const err = errText({
      amount: { type: 'custom', message: 'errors.required' },
      applicant: { phone: { type: 'custom', message: 'errors.invalid_phone' } },
    });
    expect(err('amount')).toBe('Este campo es obligatorio');
    expect(err('applicant.phone')).toBe('El teléfono no es válido');
  });

  it('no error (or an empty message) is no text', () => {
    const err = errText({ amount: { type: 'custom', message: '' } });
    expect(err('amount')).toBeUndefined();
    expect(err('controlNumber')).toBeUndefined();
  });

  it("shows a server's own sentence (not a catalog key) as it is", () => {
    const err = errText({ controlNumber: { type: 'server', message: 'Duplicado: el número de control ya existe.' } });
    expect(err('controlNumber')).toBe('Duplicado: el número de control ya existe.');
  });
});
