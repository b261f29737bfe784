import { lazy, Suspense } from 'react';

const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const SessionsDialog = lazy(() => import('./SessionsDialog').then((m) => ({ default: m.SessionsDialog })));

export type AccountDialog = 'password' | 'sessions';

/**
 * The user menu's account dialogs, loaded when first opened: the shell's first load carries
 * neither their forms nor the schemas they validate with.
 */
export function AccountDialogs({ open, onClose }: { open: AccountDialog | null; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'password' ? <ChangePasswordDialog onClose={onClose} /> : <SessionsDialog onClose={onClose} />}
    </Suspense>
  );
}
