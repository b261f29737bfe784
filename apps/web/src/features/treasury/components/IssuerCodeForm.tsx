import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useSaveIssuerCode } from '../api/useSaveIssuerCode';

/**
 * The only thing a company without an issuer code sees on /treasury (spec 02 "Treasury", §5):
 * the code is required, 3 to 10 letters or digits (the domain's issuerCodeSchema, the same the
 * server checks, loaded on the first submit: lib/treasurySchemas.ts). Saved through PUT /api/settings; the
 * screen appears once the settings answer.
 */
export function IssuerCodeForm({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const save = useSaveIssuerCode();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check();
  };

  const check = async () => {
    const { issuerCodeSchema } = await import('../lib/treasurySchemas');
    const parsed = issuerCodeSchema.safeParse({ issuer_code: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'settings.error.issuer_code_invalid');
      return;
    }
    setError(null);
    save.mutate(
      { companyId, issuerCode: parsed.data.issuer_code },
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
          <Text size="sm" c="dimmed">
            {t('treasury.issuer.intro')}
          </Text>
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
