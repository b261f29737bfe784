import type { AuditEntry } from '@abono/domain';
import { Box, Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstantEs } from '../../../lib/formatInstant';
import { formatAuditValue } from '../lib/loanView';

/** 03 §3: the loan's audit trail as a timeline (who, what, when, and the fields changed old → new), oldest first. */
export function AuditTimeline({ audit }: { audit: AuditEntry[] }) {
  const { t } = useTranslation();
  const status = (s: string | null) => (s ? t(`loanStatus.${s}`, { defaultValue: s }) : null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="loan-timeline">
      <Title order={2} size="h4" mb="sm">
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
            const role = entry.actorRole
              ? t(`timeline.role.${entry.actorRole}`, { defaultValue: entry.actorRole })
              : null;
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
                {entry.changes.length > 0 && (
                  <Box
                    component="ul"
                    m={0}
                    my={2}
                    pl="md"
                    aria-label={t('timeline.changes_label')}
                    data-testid={`timeline-changes-${entry.id}`}
                  >
                    {entry.changes.map((change) => {
                      // i18next reads '.' as nesting: counter_offer.amount is stored as counter_offer__amount.
                      const field = t(`timeline.field.${change.field.replaceAll('.', '__')}`, {
                        defaultValue: change.field,
                      });
                      const to = formatAuditValue(change.to);
                      return (
                        <Text component="li" size="sm" key={change.field}>
                          {change.from === null
                            ? t('timeline.set', { field, to })
                            : t('timeline.change', { field, from: formatAuditValue(change.from), to })}
                        </Text>
                      );
                    })}
                  </Box>
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
