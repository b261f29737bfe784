import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The text under a form field: the domain schemas answer message keys, shown from the i18n
 * catalog; no error, no text. Pass `formState.errors` so the form re-renders on errors.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>): (name: Path<T>) => string | undefined {
  const { t } = useTranslation();
  return (name) => {
    const error: { message?: unknown } | undefined = get(errors, name);
    return typeof error?.message === 'string' && error.message ? t(error.message) : undefined;
  };
}
