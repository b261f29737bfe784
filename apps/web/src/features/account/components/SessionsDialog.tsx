import type { AccountSession } from '@abono/domain';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { formatInstantEs } from '../../../lib/formatInstant';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useEndSessions, useSessionsQuery } from '../api/sessionsQuery';

function SessionRow({
  session,
  ending,
  disabled,
  onEnd,
}: {
  session: AccountSession;
  ending: boolean;
  disabled: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const browser = session.browser ?? t('account.sessions.unknown_browser');
  return (
    <Paper withBorder p="sm" component="li" data-testid={`session-row-${session.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {browser}
            </Text>
            {session.current && (
              <Badge color="green" variant="filled" data-testid="session-current">
                {t('account.sessions.current')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('account.sessions.device', { device: session.device })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('account.sessions.started', { at: formatInstantEs(session.createdAt) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('account.sessions.last_used', { at: formatInstantEs(session.lastUsedAt) })}
          </Text>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={ending}
            disabled={disabled}
            onClick={onEnd}
            aria-label={t('account.sessions.end_named', { browser, device: session.device })}
            data-testid={`session-end-${session.id}`}
          >
            {t('account.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * "Mis sesiones" (decision 084): the user's live sessions, this one marked, with "Cerrar sesión"
 * for each other one and "Cerrar las demás". An ended session's device is sent to /login at its
 * next request.
 */
export function SessionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const sessions = useSessionsQuery();
  const end = useEndSessions();
  /** What is being ended: a session's id, 'others', or nothing. */
  const [ending, setEnding] = useState<string | null>(null);
  const others = (sessions.data?.sessions ?? []).filter((s) => !s.current);

  const endSessions = (target: { id: string } | 'others') => {
    setEnding(target === 'others' ? 'others' : target.id);
    end.mutate(target, {
      onSuccess: () =>
        toast.success(t(target === 'others' ? 'account.sessions.others_ended' : 'account.sessions.ended')),
      onError: (error) => toast.error(errorMessage(error, t('account.sessions.end_error'))),
      onSettled: () => setEnding(null),
    });
  };

  let body;
  if (sessions.isPending) {
    body = (
      <Group justify="center" py="md" data-testid="sessions-loading">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('account.sessions.loading')}</Text>
      </Group>
    );
  } else if (sessions.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" data-testid="sessions-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(sessions.error, t('account.sessions.load_error'))}</Text>
          <Button size="xs" variant="light" onClick={() => void sessions.refetch()} data-testid="sessions-retry">
            {t('account.sessions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="sessions-list">
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={ending === session.id}
              disabled={ending !== null}
              onEnd={() => endSessions({ id: session.id })}
            />
          ))}
        </Stack>
        {others.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="sessions-empty">
            {t('account.sessions.no_others')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('account.sessions.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="sessions-dialog"
    >
      <Stack gap="md">
        {body}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="sessions-close">
            {t('actions.close')}
          </Button>
          <Button
            color="red"
            disabled={others.length === 0 || (ending !== null && ending !== 'others')}
            loading={ending === 'others'}
            onClick={() => endSessions('others')}
            data-testid="sessions-end-others"
          >
            {t('account.sessions.end_others')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
