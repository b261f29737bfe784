import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from './MoneyInput';

interface MoneyFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  error?: string;
  disabled?: boolean;
  testId: string;
}

/** A required MoneyInput bound to a react-hook-form field (loan, insurance and counter-offer forms). */
export function MoneyField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
  error,
  disabled,
  testId,
}: MoneyFieldProps<T, C, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          placeholder={t('apply.amount_placeholder')}
          withAsterisk
          error={error}
          disabled={disabled}
          data-testid={testId}
        />
      )}
    />
  );
}
