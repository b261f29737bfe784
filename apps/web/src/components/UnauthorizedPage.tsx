import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /unauthorized: a big 403, labels.unauthorized and a go-home button. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" data-testid="unauthorized-page">
      <Stack align="center" gap="md">
        <Title order={1} fz={96} c="dimmed" aria-hidden>
          403
        </Title>
        <Text size="lg" ta="center">
          {t('labels.unauthorized')}
        </Text>
        <Button component={Link} to="/" data-testid="go-home">
          {t('actions.go_home')}
        </Button>
      </Stack>
    </Center>
  );
}
