import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryPanelBodyProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  errorMessage: string;
  errorTestId: string;
  children: (data: T) => ReactNode;
}

/** A side panel's body while its data loads: a loader, an error with retry, then the content. */
export function QueryPanelBody<T>({ query, errorMessage, errorTestId, children }: QueryPanelBodyProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('labels.loading')} />
      </Center>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Stack>
        <Alert color="red" variant="light" data-testid={errorTestId} role="alert">
          {errorMessage}
        </Alert>
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('offers.retry')}
        </Button>
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
