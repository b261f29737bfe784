import { SimpleGrid } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../MoneyInput/MoneyField';

interface RequestAmountFieldsProps<T extends FieldValues & { weekly_discount: string }, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** The form's amount field (the loan's or the policy's), its label and test id. */
  amountName: FieldPath<T>;
  amountLabel: string;
  amountTestId: string;
  /** Test id of the weekly discount (`${testIdPrefix}-weekly-discount`). */
  testIdPrefix: string;
  /** The form's translated error of a field (useFieldError). */
  err: (name: FieldPath<T>) => string | undefined;
  disabled: boolean;
}

/** The two figures a loan or insurance request is quoted from: the amount and the weekly discount, side by side. */
export function RequestAmountFields<T extends FieldValues & { weekly_discount: string }, O extends FieldValues>({
  control,
  amountName,
  amountLabel,
  amountTestId,
  testIdPrefix,
  err,
  disabled,
}: RequestAmountFieldsProps<T, O>) {
  const { t } = useTranslation();
  const weekly = 'weekly_discount' as FieldPath<T>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <MoneyField
        control={control}
        name={amountName}
        label={amountLabel}
        error={err(amountName)}
        disabled={disabled}
        testId={amountTestId}
      />
      <MoneyField
        control={control}
        name={weekly}
        label={t('apply.weekly_discount')}
        error={err(weekly)}
        disabled={disabled}
        testId={`${testIdPrefix}-weekly-discount`}
      />
    </SimpleGrid>
  );
}
