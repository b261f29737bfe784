import { onboardingSchema, type OnboardingPayload } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/useSession';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useOnboardingMutation } from '../api/useOnboardingMutation';

/** /onboarding: collects email and phone, then goes to /. */
export function OnboardingPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <OnboardingForm
      userId={user.id}
      email={user.email ?? user.employees.find((e) => e.email)?.email ?? ''}
      phone={user.phone ?? user.employees.find((e) => e.phone)?.phone ?? ''}
    />
  );
}

function OnboardingForm({ userId, email, phone }: { userId: number; email: string; phone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useOnboardingMutation(userId);
  const { control, handleSubmit, formState, setError, clearErrors } = useForm<OnboardingPayload>({
    defaultValues: { email, phone },
    resolver: zodResolver(onboardingSchema),
  });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => toast.error(errorMessage(error, t('messages.operation_error'))),
    }),
  );
  const err = (name: keyof OnboardingPayload) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
  };

  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="xl" data-testid="onboarding-page">
      <form onSubmit={submit} noValidate aria-label={t('onboarding.title')}>
        <Stack gap="md">
          <Title order={2}>{t('onboarding.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('onboarding.description')}
          </Text>
          {(['email', 'phone'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TextInput
                  {...field}
                  type={name === 'email' ? 'email' : 'tel'}
                  autoComplete={name === 'email' ? 'email' : 'tel'}
                  label={t(`onboarding.${name}`)}
                  required
                  withAsterisk
                  error={err(name)}
                  data-testid={`onboarding-${name}`}
                  onChange={(e) => {
                    field.onChange(e.currentTarget.value);
                    clearErrors(name);
                  }}
                  onBlur={() => {
                    field.onBlur();
                    if (field.value.trim() === '') setError(name, { type: 'required', message: 'errors.required' });
                  }}
                />
              )}
            />
          ))}
          <Button type="submit" loading={save.isPending} data-testid="onboarding-submit">
            {t('actions.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
