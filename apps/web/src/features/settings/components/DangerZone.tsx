import { databaseResetSchema } from '@abono/domain';
import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { errorMessage } from '../../../lib/http/ApiError';
import { useResetDatabase } from '../api/useResetDatabase';

/**
 * The danger zone (spec 02 Settings): the database reset, after a confirm step in which the user
 * types RESTABLECER (the domain's databaseResetSchema, which the server checks too).
 */
export function DangerZone() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const reset = useResetDatabase();
  const [opened, setOpened] = useState(false);
  const [word, setWord] = useState('');
  const [wordError, setWordError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setWord('');
    setWordError(null);
    reset.reset();
  };
  const confirm = () => {
    const parsed = databaseResetSchema.safeParse({ confirm: word });
    if (!parsed.success) {
      setWordError(parsed.error.issues[0]?.message ?? 'settings.error.reset_confirm');
      return;
    }
    reset.mutate(parsed.data.confirm);
  };

  return (
    <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }} data-testid="danger-zone">
      <Stack gap="sm" aria-labelledby={titleId} role="region">
        <Title order={2} size="h4" c="red.8" id={titleId}>
          {t('settings.danger.title')}
        </Title>
        <Text size="sm">{t('settings.danger.description')}</Text>
        <Button color="red" w="fit-content" onClick={() => setOpened(true)} data-testid="danger-reset">
          {t('settings.danger.button')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={opened}
        title={t('settings.danger.confirm_title')}
        body={t('settings.danger.description')}
        confirmLabel={t('settings.danger.confirm')}
        pending={reset.isPending}
        danger
        error={reset.isError ? errorMessage(reset.error, t('messages.operation_error')) : null}
        onConfirm={confirm}
        onClose={close}
        testIds={{ dialog: 'reset-dialog', confirm: 'reset-confirm', cancel: 'reset-cancel', error: 'reset-error' }}
      >
        <TextInput
          label={t('settings.danger.confirm_label')}
          autoComplete="off"
          value={word}
          onChange={(e) => {
            setWord(e.currentTarget.value);
            setWordError(null);
          }}
          error={wordError ? (i18n.exists(wordError) ? t(wordError) : wordError) : undefined}
          data-testid="reset-word"
        />
      </ConfirmDialog>
    </Card>
  );
}
