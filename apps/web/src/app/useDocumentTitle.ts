import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export const APP_NAME = 'Abono';

/** The deepest matched route's `handle.titleKey` (routes.tsx), if any. */
export function routeTitleKey(matches: ReadonlyArray<{ handle: unknown }>): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'titleKey' in handle && typeof handle.titleKey === 'string') {
      return handle.titleKey;
    }
  }
  return null;
}

/**
 * Keeps `document.title` on the current route's title ("Ofertas · Abono"), so tabs, history
 * and screen readers tell pages apart; follows the language too.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const key = routeTitleKey(useMatches());
  useEffect(() => {
    document.title = key ? `${t(key)} · ${APP_NAME}` : APP_NAME;
  }, [key, t, i18n.language]);
}
