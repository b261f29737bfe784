import type { NotificationItem } from '@abono/domain';
import { ActionIcon, Box, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../lib/relativeTime';
import { IconTrash } from '@tabler/icons-react';
import { NotificationTypeIcon } from './NotificationTypeIcon';

interface Props {
  item: NotificationItem;
  /** The company to name (noticeCompany), or null. */
  company: string | null;
  onOpen: (item: NotificationItem) => void;
  onDelete: (item: NotificationItem) => void;
  deleting: boolean;
}

/** One notification of the page: icon by type, title, message, its company, relative time and a delete button. */
export function NotificationPageItem({ item, company, onOpen, onDelete, deleting }: Props) {
  const { t } = useTranslation();
  const when = relativeTime(item.created_at);
  return (
    <Paper
      withBorder
      radius="md"
      p={0}
      bg={item.is_read ? undefined : 'blue.0'}
      component="li"
      style={{ listStyle: 'none' }}
    >
      <Group wrap="nowrap" gap={0} align="stretch">
        <UnstyledButton
          onClick={() => onOpen(item)}
          p="sm"
          style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-md)' }}
          data-testid={`notification-page-item-${item.id}`}
          data-read={item.is_read ? 'true' : 'false'}
        >
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <NotificationTypeIcon type={item.type} />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={item.is_read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                  {!item.is_read && <VisuallyHidden> ({t('notifications.unread')})</VisuallyHidden>}
                </Text>
                <Text size="xs" c="dimmed" data-testid={`notification-time-${item.id}`}>
                  <time dateTime={item.created_at}>{t(when.key, when.values)}</time>
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.message}
              </Text>
              {company && (
                <Text size="xs" c="dimmed" data-testid={`notification-company-${item.id}`}>
                  {company}
                </Text>
              )}
            </Box>
          </Group>
        </UnstyledButton>
        <Box p="xs" style={{ display: 'flex', alignItems: 'center' }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onDelete(item)}
            loading={deleting}
            disabled={deleting}
            aria-label={t('notificationsPage.delete', { title: item.title })}
            data-testid={`notification-delete-${item.id}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Box>
      </Group>
    </Paper>
  );
}
