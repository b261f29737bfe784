import { Outlet } from 'react-router';
import { CookieNotice } from '../components/CookieNotice';
import { SessionGate } from './session/SessionGate';
import { useDocumentTitle } from './useDocumentTitle';

/** Root of every route: settles the session first, then renders; the cookie notice floats above. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <SessionGate>
        <Outlet />
      </SessionGate>
      <CookieNotice />
    </>
  );
}
