import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storageKeys';

/** Shown until accepted; acceptance is kept in localStorage (spec 01 §2). */
export function CookieNotice() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readStorage(STORAGE_KEYS.cookiesAccepted) === 'true');
  if (accepted) return null;
  const accept = () => {
    writeStorage(STORAGE_KEYS.cookiesAccepted, 'true');
    setAccepted(true);
  };
  return (
    <Paper
      role="region"
      aria-label={t('cookies.title')}
      data-testid="cookie-notice"
      shadow="md"
      withBorder
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      style={{ zIndex: 400 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {t('cookies.message')}
        </Text>
        <Button onClick={accept} data-testid="cookie-accept">
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
