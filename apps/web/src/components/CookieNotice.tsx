import { Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storageKeys';

/** Gap between the notice and the viewport's bottom edge, in px. */
const NOTICE_GAP = 16;

/**
 * While the fixed notice shows, the page gets that much room at its bottom, so every
 * control (the login/register toggle on a 390 px phone) can be scrolled above it.
 */
function useReserveBottomSpace(height: number): void {
  useEffect(() => {
    if (height <= 0) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    body.style.paddingBottom = `${height + 2 * NOTICE_GAP}px`;
    return () => {
      body.style.paddingBottom = previous;
    };
  }, [height]);
}

function Notice({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  const { ref, height } = useElementSize();
  useReserveBottomSpace(height);
  return (
    <Paper
      ref={ref}
      role="region"
      aria-label={t('cookies.title')}
      data-testid="cookie-notice"
      shadow="md"
      withBorder
      p={{ base: 'xs', sm: 'md' }}
      pos="fixed"
      bottom={NOTICE_GAP}
      left={NOTICE_GAP}
      right={NOTICE_GAP}
      maw={720}
      mx="auto"
      style={{ zIndex: 400 }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {t('cookies.message')}
        </Text>
        <Button onClick={onAccept} size="sm" data-testid="cookie-accept">
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Shown until accepted; acceptance is kept in localStorage (spec 01 §2). */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => readStorage(STORAGE_KEYS.cookiesAccepted) === 'true');
  if (accepted) return null;
  return (
    <Notice
      onAccept={() => {
        writeStorage(STORAGE_KEYS.cookiesAccepted, 'true');
        setAccepted(true);
      }}
    />
  );
}
