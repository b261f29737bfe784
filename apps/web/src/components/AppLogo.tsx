import { Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Abono mark; the brand name comes from the catalog. */
export function AppLogo({ size = 32, withName = false }: { size?: number; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size} radius="md" aria-hidden>
        <Text fw={800} c="white" fz={size * 0.55} lh={1}>
          {t('app.logo_letter')}
        </Text>
      </ThemeIcon>
      {withName && (
        <Text fw={700} fz="lg" visibleFrom="xs">
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
}
