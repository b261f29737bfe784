import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';

dayjs.extend(localizedFormat);

/** Today's date in the long format of the current language (Spanish by default). */
export function TodayLabel() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const text = dayjs().locale(locale).format('dddd, LL');
  return (
    <Text size="sm" c="dimmed" data-testid="today-date" visibleFrom="sm">
      {text.charAt(0).toUpperCase() + text.slice(1)}
    </Text>
  );
}
