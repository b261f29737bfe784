import { BUSINESS_TIME_ZONE } from '@abono/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/useIsMobile';

/** "viernes, 27 de noviembre de 2026" / "Friday, November 27, 2026": the browser's Intl knows both. */
const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  });

/**
 * Today's date (the business day in Mexico City, 03 §1) in the long format of the current language (Spanish by
 * default). Phones have no room for it in the header, and it is not drawn there at all rather than drawn
 * hidden: a page's first date format starts the browser's date and time-zone data, tens of milliseconds
 * of a phone's start-up (decision 082).
 */
export function TodayLabel() {
  const { i18n } = useTranslation();
  const isMobile = useIsMobile();
  if (isMobile) return null;
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const text = longDate(locale).format(new Date());
  return (
    <Text size="sm" c="dimmed" data-testid="today-date">
      {text.charAt(0).toUpperCase() + text.slice(1)}
    </Text>
  );
}
