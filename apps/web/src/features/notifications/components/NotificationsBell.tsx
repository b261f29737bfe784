import type { NotificationItem } from '@abono/domain';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBell } from '@tabler/icons-react';
import { useLatestNotificationsQuery } from '../api/useLatestNotificationsQuery';
import { useMarkAllReadMutation } from '../api/useMarkAllReadMutation';
import { useUnreadCountQuery } from '../api/useUnreadCountQuery';
import { badgeLabel } from '../lib/badgeLabel';
import { noticeCompany } from '../lib/noticeCompany';
import type { NotificationViewer } from '../lib/notificationTarget';
import { useOpenNotification } from '../lib/useOpenNotification';
import { useRefreshOnNewNotices } from '../lib/useRefreshOnNewNotices';
import { NotificationRow } from './NotificationRow';

/**
 * Header bell (spec 01 §2): unread badge capped at 99+, count polled every 30 s,
 * a popup with the latest 10, mark-all-read when unread exist, and 'view all'. A rising count
 * refreshes the credits lists (useRefreshOnNewNotices).
 */
export function NotificationsBell({ user }: { user: NotificationViewer }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const count = useUnreadCountQuery();
  useRefreshOnNewNotices(count.data);
  const latest = useLatestNotificationsQuery(opened);
  const openNotification = useOpenNotification(user);
  const markAll = useMarkAllReadMutation();
  const unread = count.data ?? 0;
  const label = badgeLabel(unread);

  const open = (item: NotificationItem) => {
    if (openNotification(item)) setOpened(false);
  };

  // withRoles off: the ARIA roles go on the button itself, since the target is a wrapper that also holds the badge.
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
      withRoles={false}
    >
      <Popover.Target>
        <Box pos="relative">
          <ActionIcon
            variant="subtle"
            size="lg"
            color="gray"
            onClick={() => setOpened((o) => !o)}
            aria-label={label ? t('notifications.bell_label_unread', { count: unread }) : t('notifications.bell_label')}
            aria-expanded={opened}
            aria-haspopup="dialog"
            data-testid="notifications-bell"
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
          {label && (
            <Badge
              size="xs"
              color="red"
              variant="filled"
              pos="absolute"
              top={-4}
              right={-6}
              px={4}
              style={{ pointerEvents: 'none' }}
              data-testid="notifications-badge"
              aria-hidden
            >
              {label}
            </Badge>
          )}
        </Box>
      </Popover.Target>
      {/* A dialog named by its title: the button says aria-haspopup="dialog" (withRoles is off, see above). */}
      <Popover.Dropdown p="xs" role="dialog" aria-labelledby={titleId} data-testid="notifications-popup">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={600} id={titleId}>
            {t('notifications.title')}
          </Text>
          {unread > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => markAll.mutate()}
              data-testid="notifications-mark-all"
            >
              {t('notifications.mark_all_read')}
            </Button>
          )}
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={380} type="auto">
          {latest.isPending && (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label={t('labels.loading')} />
            </Group>
          )}
          {latest.isError && (
            <Text size="sm" c="red" p="sm" role="alert">
              {t('notifications.load_error')}
            </Text>
          )}
          {latest.data && latest.data.notifications.length === 0 && (
            <Text size="sm" c="dimmed" p="sm" data-testid="notifications-empty">
              {t('notifications.empty')}
            </Text>
          )}
          {latest.data && latest.data.notifications.length > 0 && (
            <Stack gap={2} py={4}>
              {latest.data.notifications.map((n) => (
                <NotificationRow key={n.id} item={n} company={noticeCompany(n, user)} onOpen={open} />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" pt="xs">
          <Anchor
            component={Link}
            to="/notifications"
            size="sm"
            onClick={() => setOpened(false)}
            data-testid="notifications-view-all"
          >
            {t('notifications.view_all')}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
