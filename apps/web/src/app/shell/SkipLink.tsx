import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shellAids.module.css';

/** The id of the shell's main area, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Saltar al contenido" (WCAG 2.4.1): the first stop of the Tab key, so a keyboard user skips
 * the header and the menu. It moves focus itself rather than changing the URL's hash, which the
 * list screens keep for their own state.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip} data-testid="skip-link">
      {t('nav.skip_to_content')}
    </a>
  );
}
