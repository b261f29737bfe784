import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DownloadCardBodyProps {
  /** Shown instead of the count when there is nothing to download (spec 02: disabled with a warning). */
  warning: string | null;
  /** What the file will hold ("3 préstamos listos"). */
  summary: ReactNode;
  children: ReactNode;
  /** The card's test id: the warning and the summary are `<testId>-warning` and `<testId>-summary`. */
  testId: string;
}

/** Inside a DownloadCard: what the file will hold (or why there is nothing) above its controls, at the card's foot. */
export function DownloadCardBody({ warning, summary, children, testId }: DownloadCardBodyProps) {
  return (
    <Stack gap="xs" justify="space-between" flex={1}>
      {warning ? (
        <Alert color="yellow" variant="light" p="xs" data-testid={`${testId}-warning`}>
          {warning}
        </Alert>
      ) : (
        <Text size="sm" fw={600} data-testid={`${testId}-summary`}>
          {summary}
        </Text>
      )}
      {children}
    </Stack>
  );
}
