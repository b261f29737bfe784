import { lazy, Suspense } from 'react';

const CreateCompanyModal = lazy(() => import('./CreateCompanyModal').then((m) => ({ default: m.CreateCompanyModal })));

/** The create-company modal, loaded only when it is first opened. */
export function CreateCompanyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CreateCompanyModal opened onClose={onClose} />
    </Suspense>
  );
}
