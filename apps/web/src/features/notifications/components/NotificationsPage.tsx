import type { NotificationItem } from '@abono/domain';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteNotificationMutation } from '../api/useDeleteNotificationMutation';
import { useMarkAllReadMutation } from '../api/useMarkAllReadMutation';
import { useNotificationsPageQuery } from '../api/useNotificationsPageQuery';
import { useUnreadCountQuery } from '../api/useUnreadCountQuery';
import type { NotificationViewer } from '../lib/notificationTarget';
import { useOpenNotification } from '../lib/useOpenNotification';
import { noticeCompany } from '../lib/noticeCompany';
import { NotificationPageItem } from './NotificationPageItem';

type Filter = 'all' | 'unread';

/**
 * /notifications (spec 01 §2): all/unread toggle, mark-all-read when unread exist,
 * 20 per page with 'Cargar más', an error banner; a click marks the item read and
 * navigates by role; read, delete and mark-all failures are only logged.
 */
export function NotificationsPage({ user }: { user: NotificationViewer }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useNotificationsPageQuery(filter === 'all');
  const count = useUnreadCountQuery();
  const markAll = useMarkAllReadMutation();
  const remove = useDeleteNotificationMutation();
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const lastPage = list.data?.pages.at(-1);
  const unread = count.data ?? lastPage?.unreadCount ?? 0;

  const openNotification = useOpenNotification(user);
  const open = (item: NotificationItem) => {
    openNotification(item);
  };
  const del = (item: NotificationItem) => {
    setDeleting((s) => new Set(s).add(item.id));
    remove.mutate(item.id, {
      onSettled: () =>
        setDeleting((s) => {
          const next = new Set(s);
          next.delete(item.id);
          return next;
        }),
    });
  };

  return (
    <Stack gap="md" data-testid="notifications-page" maw={880}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('notificationsPage.title')}
        </Title>
        {unread > 0 && (
          <Button
            variant="light"
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={markAll.isPending}
            data-testid="notifications-mark-all-page"
          >
            {t('notificationsPage.mark_all_read')}
          </Button>
        )}
      </Group>

      <SegmentedControl
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={[
          { value: 'all', label: t('notificationsPage.filter_all') },
          { value: 'unread', label: t('notificationsPage.filter_unread') },
        ]}
        aria-label={t('notificationsPage.filter_label')}
        data-testid="notifications-filter"
        style={{ alignSelf: 'flex-start' }}
      />

      {(list.isError || list.isFetchNextPageError) && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('notificationsPage.error')}
          data-testid="notifications-error"
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{t('notifications.load_error')}</Text>
            <Button size="compact-sm" variant="white" color="red" onClick={() => void list.refetch()}>
              {t('notificationsPage.retry')}
            </Button>
          </Group>
        </Alert>
      )}

      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={t('labels.loading')} />
        </Center>
      )}

      {list.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="notifications-page-empty">
          {t(filter === 'all' ? 'notifications.empty' : 'notificationsPage.empty_unread')}
        </Text>
      )}

      {items.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('notificationsPage.list_label')}>
          {items.map((item) => (
            <NotificationPageItem
              key={item.id}
              item={item}
              company={noticeCompany(item, user)}
              onOpen={open}
              onDelete={del}
              deleting={deleting.has(item.id)}
            />
          ))}
        </Stack>
      )}

      {list.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            disabled={list.isFetchingNextPage}
            data-testid="notifications-load-more"
          >
            {t('notificationsPage.load_more')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
