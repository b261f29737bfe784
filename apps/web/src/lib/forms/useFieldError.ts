import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The text under a form field: the domain schemas answer message keys, shown from the i18n
 * catalog; no error, no text. Pass `formState.errors` so the form re-renders on errors.
 * A server refusal set on a field may carry the server's own Spanish sentence instead of a key
 * (EmployeeForm's 400/409): only catalog keys are looked up, anything else is shown as it is.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>): (name: Path<T>) => string | undefined {
  const { t, i18n } = useTranslation();
  return (name) => {
    const error: { message?: unknown } | undefined = get(errors, name);
    const message = error?.message;
    if (typeof message !== 'string' || !message) return undefined;
    return i18n.exists(message) ? t(message) : message;
  };
}
