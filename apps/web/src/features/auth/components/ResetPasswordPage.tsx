import { resetPasswordFormSchema, sanitizeTin, type ResetPasswordForm } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActivationCodeInput } from '../../../components/ActivationCodeInput';
import { AppLogo } from '../../../components/AppLogo';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useFingerprint } from '../../../lib/useFingerprint';
import { useResetPasswordMutation } from '../api/useResetPasswordMutation';

const EMPTY: ResetPasswordForm = { tin: '', code: '', password: '', confirmPassword: '' };

/**
 * «¿Olvidaste tu contraseña?» (decision 085): the RFC, the code HR issued, the new password
 * (spec 01 §5 rule) twice. Success ends every session of the account and creates none, so the
 * person goes back to /login, which says the password changed. Its own chunk: /login's first
 * load stays as it was.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fingerprint, ready } = useFingerprint();
  const reset = useResetPasswordMutation();
  const { control, handleSubmit, formState, setError } = useForm<ResetPasswordForm>({
    defaultValues: EMPTY,
    resolver: zodResolver(resetPasswordFormSchema),
  });
  const fieldError = (name: keyof ResetPasswordForm) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const submit = handleSubmit((values) => {
    if (!fingerprint) return;
    reset.mutate(
      { ...values, fingerprint },
      {
        // /login reads `passwordReset` from the navigation's state and says the password changed.
        onSuccess: () => void navigate('/login', { replace: true, state: { passwordReset: true } }),
        onError: (error) => {
          const key = isApiError(error) ? error.fields?.code : undefined;
          if (key) setError('code', { type: 'server', message: key });
          toast.error(errorMessage(error, t('passwordReset.failed')));
        },
      },
    );
  });

  const passwordProps = {
    required: true,
    withAsterisk: true,
    autoComplete: 'new-password',
    visibilityToggleButtonProps: { 'aria-label': t('auth.toggle_visibility') },
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420} data-testid="reset-password-page">
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <AppLogo size={40} />
            <Title order={1} size="h3" ta="center">
              {t('passwordReset.title')}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t('passwordReset.intro')}
            </Text>
          </Stack>
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('passwordReset.title')}>
            <Stack gap="md">
              <Controller
                control={control}
                name="tin"
                render={({ field }) => (
                  <TextInput
                    {...field}
                    onChange={(e) => field.onChange(sanitizeTin(e.currentTarget.value))}
                    label={t('auth.tin')}
                    placeholder={t('auth.tin_placeholder')}
                    autoComplete="username"
                    required
                    withAsterisk
                    error={fieldError('tin')}
                    data-testid="reset-tin"
                  />
                )}
              />
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <ActivationCodeInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onValue={field.onChange}
                    label={t('passwordReset.code')}
                    description={t('passwordReset.code_hint')}
                    required
                    withAsterisk
                    error={fieldError('code')}
                    data-testid="reset-code"
                  />
                )}
              />
              <Controller
                control={control}
                name="password"
                render={({ field }) => (
                  <PasswordInput
                    {...field}
                    {...passwordProps}
                    label={t('passwordReset.password')}
                    description={t('auth.password_hint')}
                    error={fieldError('password')}
                    data-testid="reset-password"
                  />
                )}
              />
              <Controller
                control={control}
                name="confirmPassword"
                render={({ field }) => (
                  <PasswordInput
                    {...field}
                    {...passwordProps}
                    label={t('passwordReset.confirm_password')}
                    error={fieldError('confirmPassword')}
                    data-testid="reset-confirm-password"
                  />
                )}
              />
              <Button
                type="submit"
                fullWidth
                disabled={!ready || reset.isPending}
                loading={reset.isPending}
                data-testid="reset-submit"
              >
                {t('passwordReset.submit')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login" data-testid="reset-back">
              {t('passwordReset.back')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
