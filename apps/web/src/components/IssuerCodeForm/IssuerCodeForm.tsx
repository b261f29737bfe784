import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../lib/http/ApiError';
import { useSaveSettings } from '../../lib/settings/companySettings';
import { toast } from '../../lib/toast';

/**
 * The issuer-code form of /treasury (a company without one sees only this) and of /settings
 * (spec 02 "Treasury", "Settings", §5): required, 3 to 10 letters or digits (the domain's
 * issuerCodeSchema, the same the server checks, loaded on the first submit), saved alone through
 * PUT /api/settings.
 */
export function IssuerCodeForm({
  companyId,
  initialValue = '',
  intro,
}: {
  companyId: number;
  initialValue?: string;
  /** A line under the title (treasury explains why the code is asked first). */
  intro?: string;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveSettings(companyId);
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check();
  };

  const check = async () => {
    const { issuerCodeSchema } = await import('../../lib/settings/issuerCodeSchema');
    const parsed = issuerCodeSchema.safeParse({ issuer_code: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'settings.error.issuer_code_invalid');
      return;
    }
    setError(null);
    save.mutate(
      { issuer_code: parsed.data.issuer_code },
      {
        onSuccess: () => toast.success(t('treasury.issuer.saved')),
        onError: (failure) => {
          const field = isApiError(failure) ? failure.fields?.issuer_code : undefined;
          if (field) setError(field);
          else toast.error(errorMessage(failure, t('messages.operation_error')));
        },
      },
    );
  };

  const shown = error ? (i18n.exists(error) ? t(error) : error) : undefined;
  return (
    <Card withBorder padding="lg" maw={480} data-testid="issuer-code-card">
      <form onSubmit={submit} noValidate aria-labelledby="issuer-code-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="issuer-code-title">
            {t('treasury.issuer.title')}
          </Title>
          {intro ? (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          ) : null}
          <TextInput
            label={t('treasury.issuer.label')}
            description={t('treasury.issuer.hint')}
            required
            autoComplete="off"
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={shown}
            data-testid="issuer-code-input"
          />
          <Button type="submit" loading={save.isPending} w="fit-content" data-testid="issuer-code-save">
            {t('actions.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
