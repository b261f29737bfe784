import { cleanTypedAmount } from '@abono/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An amount in pesos as the person types it (spec 01 §5). The text is kept as typed so
 * the domain amount schema can name the problem (errors.invalid_characters, …); the
 * numeric keyboard is offered on phones. Validation lives in the form's schema. Leaving the
 * field or pressing Enter cleans what a reader skips ("1,000", " 5000 ": the domain's
 * cleanTypedAmount), before the form reads it.
 */
export function MoneyInput({ value, onChange, onBlur, onKeyDown, ref, ...rest }: MoneyInputProps) {
  const clean = () => {
    const cleaned = cleanTypedAmount(value);
    if (cleaned !== value) onChange(cleaned);
  };
  return (
    <TextInput
      {...rest}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      leftSection={<span aria-hidden="true">$</span>}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        clean();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') clean();
        onKeyDown?.(event);
      }}
    />
  );
}
