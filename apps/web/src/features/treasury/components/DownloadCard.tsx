import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DownloadCardProps {
  title: string;
  description: string;
  /** Shown instead of the count when there is nothing to download (spec 02: disabled with a warning). */
  warning: string | null;
  /** What the file will hold ("3 préstamos listos"). */
  summary: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One of treasury's download cards: what the file is, what it will hold, and its controls. */
export function DownloadCard({ title, description, warning, summary, children, testId }: DownloadCardProps) {
  const headingId = `${testId}-title`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h5" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          {warning ? (
            <Alert color="yellow" variant="light" p="xs" data-testid={`${testId}-warning`}>
              {warning}
            </Alert>
          ) : (
            <Text size="sm" fw={600} data-testid={`${testId}-summary`}>
              {summary}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
