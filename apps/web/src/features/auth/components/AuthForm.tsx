import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { sanitizeTin, type RegisterPayload } from '@abono/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useFingerprint } from '../../../lib/useFingerprint';
import { useLoginMutation } from '../api/useLoginMutation';
import { useRegisterMutation } from '../api/useRegisterMutation';
import { preloadAuthSchemas, validateAuth, type AuthFieldErrors } from '../lib/validateAuth';
import { ActivationCodeInput } from '../../../components/ActivationCodeInput';

export type AuthMode = 'login' | 'register';

interface AuthValues {
  tin: string;
  password: string;
  confirmPassword: string;
  /** Optional: links the new account to the employee record HR issued it for. */
  activationCode: string;
}

const EMPTY: AuthValues = { tin: '', password: '', confirmPassword: '', activationCode: '' };
/** Long enough for a code typed with spaces; the schema says what is wrong beyond that. */
const REQUIRED_KEY = 'auth.error.required';
/** Form order: the first field with an error gets the focus on submit. */
const FIELDS: (keyof AuthValues)[] = ['tin', 'password', 'confirmPassword', 'activationCode'];

interface AuthFormProps {
  mode: AuthMode;
  onRegistered: () => void;
}

/**
 * Sign-in or registration form (spec 01 §2 and §5). Mount it with `key={mode}` so
 * switching modes starts from empty fields. Errors are message keys of the domain
 * schemas: an empty field shows its error on blur and any error clears on change.
 * Plain React state rather than react-hook-form: four fields do not need it, and it kept
 * 13 KB (on the wire) of the login page's first load.
 */
export function AuthForm({ mode, onRegistered }: AuthFormProps) {
  const { t } = useTranslation();
  const { fingerprint, ready } = useFingerprint();
  const login = useLoginMutation();
  const register = useRegisterMutation();
  const isRegister = mode === 'register';

  const [values, setValues] = useState<AuthValues>(EMPTY);
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const inputs = useRef<Partial<Record<keyof AuthValues, HTMLInputElement | null>>>({});
  const pending = login.isPending || register.isPending;

  const setError = (name: keyof AuthValues, message: string) => setErrors((e) => ({ ...e, [name]: message }));
  const change = (name: keyof AuthValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const bind = (name: keyof AuthValues) => ({
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    name,
    value: values[name],
  });

  useEffect(() => {
    void preloadAuthSchemas();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await validateAuth<AuthValues>(mode, { ...values });
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((f) => result.errors[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    // The schema's output (trimmed; an empty activation code became undefined).
    const parsed = result.data;
    if (!fingerprint) return;
    if (isRegister) {
      const payload: RegisterPayload = {
        tin: parsed.tin,
        password: parsed.password,
        confirmPassword: parsed.confirmPassword,
        fingerprint,
      };
      // No code: the account is created without a link.
      const code = (parsed.activationCode as string | undefined)?.trim();
      if (code) payload.activationCode = code;
      register.mutate(payload, {
        onSuccess: () => {
          toast.success(t('messages.register_success'));
          setValues(EMPTY);
          setErrors({});
          onRegistered();
        },
        onError: (error) => {
          const codeKey = isApiError(error) ? error.fields?.activationCode : undefined;
          if (codeKey) setError('activationCode', codeKey);
          toast.error(errorMessage(error, t('messages.register_error')));
        },
      });
    } else {
      login.mutate(
        { tin: parsed.tin, password: parsed.password, fingerprint },
        { onError: (error) => toast.error(errorMessage(error, t('messages.login_error'))) },
      );
    }
  };

  const fieldError = (name: keyof AuthValues) => {
    const message = errors[name];
    return message ? t(message) : undefined;
  };

  const blurCheck = (name: keyof AuthValues) => {
    if (values[name].trim() === '') setError(name, REQUIRED_KEY);
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid={`${mode}-form`}
      aria-label={t(isRegister ? 'auth.register_title' : 'auth.login_title')}
    >
      <Stack gap="md">
        <TextInput
          {...bind('tin')}
          label={t('auth.tin')}
          placeholder={t('auth.tin_placeholder')}
          autoComplete="username"
          required
          withAsterisk
          error={fieldError('tin')}
          data-testid="auth-tin"
          onChange={(e) => change('tin', sanitizeTin(e.currentTarget.value))}
          onBlur={() => blurCheck('tin')}
        />
        <PasswordInput
          {...bind('password')}
          label={t('auth.password')}
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          required
          withAsterisk
          error={fieldError('password')}
          aria-invalid={Boolean(fieldError('password')) || undefined}
          description={isRegister ? t('auth.password_hint') : undefined}
          data-testid="auth-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.toggle_visibility') }}
          onChange={(e) => change('password', e.currentTarget.value)}
          onBlur={() => blurCheck('password')}
        />
        {isRegister && (
          <PasswordInput
            {...bind('confirmPassword')}
            label={t('auth.confirm_password')}
            autoComplete="new-password"
            required
            withAsterisk
            error={fieldError('confirmPassword')}
            aria-invalid={Boolean(fieldError('confirmPassword')) || undefined}
            data-testid="auth-confirm-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggle_visibility') }}
            onChange={(e) => change('confirmPassword', e.currentTarget.value)}
            onBlur={() => blurCheck('confirmPassword')}
          />
        )}
        {isRegister && (
          <ActivationCodeInput
            {...bind('activationCode')}
            description={t('auth.activation_code_hint')}
            error={fieldError('activationCode')}
            aria-invalid={Boolean(fieldError('activationCode')) || undefined}
            data-testid="auth-activation-code"
            onValue={(value) => change('activationCode', value)}
          />
        )}
        <Button type="submit" fullWidth disabled={!ready || pending} loading={pending} data-testid="auth-submit">
          {t(isRegister ? 'auth.register_submit' : 'auth.login_submit')}
        </Button>
      </Stack>
    </form>
  );
}
