import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the session settles or a lazy screen loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" data-testid="full-page-loader" role="status" aria-label={t('labels.loading')}>
      <Loader />
    </Center>
  );
}
