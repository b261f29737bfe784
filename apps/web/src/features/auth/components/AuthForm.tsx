import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { sanitizeTin, type RegisterPayload } from '@abono/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useFingerprint } from '../../../lib/useFingerprint';
import { useLoginMutation } from '../api/useLoginMutation';
import { useRegisterMutation } from '../api/useRegisterMutation';
import { lazyAuthResolver, preloadAuthSchemas } from '../lib/lazyAuthResolver';

export type AuthMode = 'login' | 'register';

interface AuthValues {
  tin: string;
  password: string;
  confirmPassword: string;
  /** Optional (issue 6 §1.1): links the new account to the employee record HR issued it for. */
  activationCode: string;
}

const EMPTY: AuthValues = { tin: '', password: '', confirmPassword: '', activationCode: '' };
/** Long enough for a code typed with spaces; the schema says what is wrong beyond that. */
const ACTIVATION_CODE_MAX_LENGTH = 20;
const REQUIRED_KEY = 'auth.error.required';

interface AuthFormProps {
  mode: AuthMode;
  onRegistered: () => void;
}

/**
 * Sign-in or registration form (spec 01 §2 and §5). Mount it with `key={mode}` so
 * switching modes starts from empty fields. Errors are message keys of the domain
 * schemas: an empty field shows its error on blur and any error clears on change.
 */
export function AuthForm({ mode, onRegistered }: AuthFormProps) {
  const { t } = useTranslation();
  const { fingerprint, ready } = useFingerprint();
  const login = useLoginMutation();
  const register = useRegisterMutation();
  const isRegister = mode === 'register';

  const form = useForm<AuthValues>({
    defaultValues: EMPTY,
    resolver: lazyAuthResolver<AuthValues>(mode),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { control, handleSubmit, setError, clearErrors, reset, formState } = form;
  const pending = login.isPending || register.isPending;

  useEffect(() => {
    void preloadAuthSchemas();
  }, []);

  const submit = handleSubmit((values) => {
    if (!fingerprint) return;
    if (isRegister) {
      const payload: RegisterPayload = { tin: values.tin, password: values.password, confirmPassword: values.confirmPassword, fingerprint };
      // The schema's output: an empty code became undefined (no code: the account is created without a link).
      const code = (values.activationCode as string | undefined)?.trim();
      if (code) payload.activationCode = code;
      register.mutate(
        payload,
        {
          onSuccess: () => {
            toast.success(t('messages.register_success'));
            reset(EMPTY);
            onRegistered();
          },
          onError: (error) => {
            const codeKey = isApiError(error) ? error.fields?.activationCode : undefined;
            if (codeKey) setError('activationCode', { type: 'server', message: codeKey });
            toast.error(errorMessage(error, t('messages.register_error')));
          },
        },
      );
    } else {
      login.mutate(
        { tin: values.tin, password: values.password, fingerprint },
        { onError: (error) => toast.error(errorMessage(error, t('messages.login_error'))) },
      );
    }
  });

  const fieldError = (name: keyof AuthValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const blurCheck = (name: keyof AuthValues, value: string) => {
    if (value.trim() === '') setError(name, { type: 'required', message: REQUIRED_KEY });
  };

  return (
    <form onSubmit={submit} noValidate data-testid={`${mode}-form`} aria-label={t(isRegister ? 'auth.register_title' : 'auth.login_title')}>
      <Stack gap="md">
        <Controller
          control={control}
          name="tin"
          render={({ field }) => (
            <TextInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              label={t('auth.tin')}
              placeholder={t('auth.tin_placeholder')}
              autoComplete="username"
              required
              withAsterisk
              error={fieldError('tin')}
              data-testid="auth-tin"
              onChange={(e) => {
                field.onChange(sanitizeTin(e.currentTarget.value));
                clearErrors('tin');
              }}
              onBlur={() => {
                field.onBlur();
                blurCheck('tin', field.value);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              label={t('auth.password')}
              autoComplete={isRegister ? 'new-password' : 'current-password'}
              required
              withAsterisk
              error={fieldError('password')}
              aria-invalid={Boolean(fieldError('password')) || undefined}
              description={isRegister ? t('auth.password_hint') : undefined}
              data-testid="auth-password"
              visibilityToggleButtonProps={{ 'aria-label': t('auth.toggle_visibility') }}
              onChange={(e) => {
                field.onChange(e.currentTarget.value);
                clearErrors('password');
              }}
              onBlur={() => {
                field.onBlur();
                blurCheck('password', field.value);
              }}
            />
          )}
        />
        {isRegister && (
          <Controller
            control={control}
            name="confirmPassword"
            render={({ field }) => (
              <PasswordInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                label={t('auth.confirm_password')}
                autoComplete="new-password"
                required
                withAsterisk
                error={fieldError('confirmPassword')}
                aria-invalid={Boolean(fieldError('confirmPassword')) || undefined}
                data-testid="auth-confirm-password"
                visibilityToggleButtonProps={{ 'aria-label': t('auth.toggle_visibility') }}
                onChange={(e) => {
                  field.onChange(e.currentTarget.value);
                  clearErrors('confirmPassword');
                }}
                onBlur={() => {
                  field.onBlur();
                  blurCheck('confirmPassword', field.value);
                }}
              />
            )}
          />
        )}
        {isRegister && (
          <Controller
            control={control}
            name="activationCode"
            render={({ field }) => (
              <TextInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                label={t('auth.activation_code')}
                placeholder={t('auth.activation_code_placeholder')}
                description={t('auth.activation_code_hint')}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={ACTIVATION_CODE_MAX_LENGTH}
                error={fieldError('activationCode')}
                aria-invalid={Boolean(fieldError('activationCode')) || undefined}
                data-testid="auth-activation-code"
                onChange={(e) => {
                  field.onChange(e.currentTarget.value.toUpperCase());
                  clearErrors('activationCode');
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
        <Button type="submit" fullWidth disabled={!ready || pending} loading={pending} data-testid="auth-submit">
          {t(isRegister ? 'auth.register_submit' : 'auth.login_submit')}
        </Button>
      </Stack>
    </form>
  );
}
