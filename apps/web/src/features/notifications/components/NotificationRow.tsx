import type { NotificationItem } from '@abono/domain';
import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../lib/relativeTime';

/**
 * One notification in the bell popup: title, message, its company (noticeCompany) and relative time; unread ones are
 * marked.
 */
export function NotificationRow({
  item,
  company,
  onOpen,
}: {
  item: NotificationItem;
  company: string | null;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation();
  const when = relativeTime(item.created_at);
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      p="xs"
      data-testid={`notification-item-${item.id}`}
      data-read={item.is_read ? 'true' : 'false'}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      bg={item.is_read ? undefined : 'blue.0'}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          w={8}
          h={8}
          mt={6}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          bg={item.is_read ? 'transparent' : 'blue.6'}
          aria-hidden
        />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={item.is_read ? 400 : 600} lineClamp={1}>
            {item.title}
            {!item.is_read && <VisuallyHidden> ({t('notifications.unread')})</VisuallyHidden>}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {item.message}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {company && <span data-testid={`notification-company-${item.id}`}>{company} · </span>}
            {t(when.key, when.values)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
