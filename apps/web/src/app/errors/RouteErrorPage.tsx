import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { isChunkLoadError, pageReloader, reloadOnceForChunkError } from './chunkReload';

/**
 * The routes' errorElement: a screen that failed to load or render.
 * A lazy chunk missing after a deploy reloads the page once; anything else (or the
 * same failure right after that reload) shows a Spanish error page with reload and
 * go-home buttons. Going home is a full page load, so a stale build is never kept.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);

  useEffect(() => {
    if (chunk && reloadOnceForChunkError(error)) return;
    setReloading(false);
    console.error(error);
  }, [chunk, error]);

  if (reloading) return <FullPageLoader />;
  return (
    <Center mih="100vh" p="md" data-testid="route-error-page">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1} ta="center">
          {t('route_error.title')}
        </Title>
        <Text ta="center" c="dimmed">
          {t(chunk ? 'route_error.chunk_message' : 'route_error.message')}
        </Text>
        <Group justify="center">
          <Button onClick={() => pageReloader.reload()} data-testid="route-error-reload">
            {t('route_error.reload')}
          </Button>
          <Button variant="default" component="a" href="/" data-testid="route-error-home">
            {t('actions.go_home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
