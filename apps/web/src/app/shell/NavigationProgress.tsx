import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { LoadingBar } from '../../components/LoadingBar/LoadingBar';

/**
 * While the router loads the next screen (its lazy chunk on a slow network can take seconds,
 * and the old page stays meanwhile), a bar along the top says so. It lives in
 * the shell, not the root, so /login's first load carries none of it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <LoadingBar label={t('nav.loading_page')} testId="navigation-progress" />;
}
