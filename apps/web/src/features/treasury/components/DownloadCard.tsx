import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspenseAfterCommit } from '../../../components/SuspenseAfterCommit';

export interface DownloadCardProps {
  title: string;
  description: string;
  /** The card's count and controls (a DownloadCardBody), usually lazy: a loader stands in meanwhile. */
  children: ReactNode;
  testId: string;
}

/**
 * One of treasury's download cards: what the file is, painted with the route, and its count and
 * controls, which load after it (decision 103): the text a reader starts with does not wait for the
 * selects, the file downloads and their chunks, which render only once the card is on the page
 * (decision 104: a screen mounted in a transition would otherwise wait for their code).
 */
export function DownloadCard({ title, description, children, testId }: DownloadCardProps) {
  const { t } = useTranslation();
  const headingId = `${testId}-title`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap={4} h="100%">
        <Title order={2} size="h5" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <SuspenseAfterCommit fallback={<Loader size="sm" aria-label={t('table.loading')} />}>
          {children}
        </SuspenseAfterCommit>
      </Stack>
    </Card>
  );
}
