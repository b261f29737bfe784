import type { LoanDetailResponse } from '@abono/domain';
import { loadBackOfficeCatalog } from '../i18n/backOfficeCatalog';

/**
 * /credits/detail/{id}: the loans feature's detail with the credits feature's HR actions in its
 * header. The shell composes the two, as a feature never imports another;
 * the actions' texts are back-office ones, loaded with the route.
 */
export async function creditDetailRoute() {
  const [{ CreditDetailPage }, { LoanHrActions }] = await Promise.all([
    import('../features/loans/components/CreditDetailPage'),
    import('../features/credits/components/LoanHrActions'),
    loadBackOfficeCatalog(),
  ]);
  const actions = (loan: LoanDetailResponse) => <LoanHrActions loan={loan} />;
  function CreditDetailWithActions() {
    return <CreditDetailPage actions={actions} />;
  }
  return { Component: CreditDetailWithActions };
}
