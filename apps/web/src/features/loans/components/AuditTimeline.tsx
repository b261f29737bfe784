import type { AuditEntry } from '@abono/domain';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstantEs } from '../lib/loanView';

/** 03 §3: the loan's audit trail as a timeline (who, what, when), oldest first. */
export function AuditTimeline({ audit }: { audit: AuditEntry[] }) {
  const { t } = useTranslation();
  const status = (s: string | null) => (s ? t(`loanStatus.${s}`, { defaultValue: s }) : null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="loan-timeline">
      <Title order={3} size="h4" mb="sm">
        {t('timeline.title')}
      </Title>
      {audit.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('timeline.empty')}
        </Text>
      ) : (
        <Timeline active={audit.length - 1} bulletSize={16} lineWidth={2}>
          {audit.map((entry) => {
            const from = status(entry.fromStatus);
            const to = status(entry.toStatus);
            const who = entry.actorName ?? t('timeline.unknown_actor');
            const role = entry.actorRole ? t(`timeline.role.${entry.actorRole}`, { defaultValue: entry.actorRole }) : null;
            return (
              <Timeline.Item
                key={entry.id}
                title={t(`timeline.action.${entry.action}`, { defaultValue: entry.action })}
                data-testid={`timeline-entry-${entry.id}`}
              >
                {to && (
                  <Text size="sm" data-testid={`timeline-transition-${entry.id}`}>
                    {from ? t('timeline.transition', { from, to }) : t('timeline.to_status', { to })}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {role ? t('timeline.by_with_role', { who, role }) : t('timeline.by', { who })}
                </Text>
                <Text size="xs" c="dimmed" mt={2}>
                  <time dateTime={entry.at}>{formatInstantEs(entry.at)}</time>
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
