import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Room for the 12 characters plus the hyphens and spaces people type from the printed code. */
export const ACTIVATION_CODE_INPUT_MAX = 20;

export interface ActivationCodeInputProps extends Omit<TextInputProps, 'onChange'> {
  /** The typed value, upper-cased (codes are shown in capitals; the server normalizes too). */
  onValue: (value: string) => void;
}

/**
 * The "Código de activación" field, shared by registration and company
 * onboarding so both ask for the code the same way.
 */
export const ActivationCodeInput = forwardRef<HTMLInputElement, ActivationCodeInputProps>(function ActivationCodeInput(
  { onValue, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={ref}
      label={t('auth.activation_code')}
      placeholder={t('auth.activation_code_placeholder')}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={ACTIVATION_CODE_INPUT_MAX}
      {...props}
      onChange={(e) => onValue(e.currentTarget.value.toUpperCase())}
    />
  );
});
