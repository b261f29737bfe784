import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../app/guards/routeAccess';

/** Placeholder for screens not built yet; it offers no actions. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.map((m) => m.handle).findLast(isRouteHandle);
  return (
    <Paper p="xl" withBorder data-testid="under-construction">
      <Stack gap="xs">
        {handle?.titleKey && <Title order={2}>{t(handle.titleKey)}</Title>}
        <Text c="dimmed">{t('labels.under_construction')}</Text>
      </Stack>
    </Paper>
  );
}
