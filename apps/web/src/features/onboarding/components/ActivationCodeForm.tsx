import { activationLinkSchema } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useLinkEmployeeMutation } from '../api/useLinkEmployeeMutation';
import { ActivationCodeInput } from '../../../components/ActivationCodeInput';

interface CodeValues {
  code: string;
}

/** Long enough for a code typed with spaces; the schema says what is wrong beyond that. */

/**
 * Company onboarding: a person who registered without a code, or whose code
 * came later, links their account to their employee record with the code HR gave them. The
 * server checks it against the person's own RFC; on success the session is refetched and the
 * person goes to the start page of their company.
 */
export function ActivationCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLinkEmployeeMutation();
  const { control, handleSubmit, formState, setError, clearErrors } = useForm<CodeValues>({
    defaultValues: { code: '' },
    resolver: zodResolver(activationLinkSchema),
  });

  const submit = handleSubmit((values) =>
    link.mutate(
      { code: values.code },
      {
        onSuccess: () => {
          toast.success(t('company_onboarding.linked'));
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          const key = isApiError(error) ? (error.fields?.activationCode ?? error.fields?.code) : undefined;
          if (key) setError('code', { type: 'server', message: key });
          toast.error(errorMessage(error, t('company_onboarding.link_error')));
        },
      },
    ),
  );
  const message = formState.errors.code?.message;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="activation-code-title"
      style={{ width: '100%' }}
      data-testid="activation-code-form"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="activation-code-title">
          {t('company_onboarding.link_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('company_onboarding.link_description')}
        </Text>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <ActivationCodeInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              required
              withAsterisk
              error={message ? t(message) : undefined}
              data-testid="activation-code-input"
              onValue={(value) => {
                field.onChange(value);
                clearErrors('code');
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={link.isPending} disabled={link.isPending} data-testid="activation-code-submit">
            {t('company_onboarding.link_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
