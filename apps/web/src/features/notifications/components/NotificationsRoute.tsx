import { useSession } from '../../../lib/session/useSession';
import { NotificationsPage } from './NotificationsPage';

/** The /notifications route: the page for the signed-in user's role. */
export function NotificationsRoute() {
  const { user } = useSession();
  if (!user) return null;
  return <NotificationsPage user={user} />;
}
