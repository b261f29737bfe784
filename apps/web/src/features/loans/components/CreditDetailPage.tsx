import { useParams } from 'react-router';
import { LoanDetail, type LoanDetailProps } from './LoanDetail';

/** /credits/detail/{id}: any loan by id, with a back button to /credits and, when given, HR's actions. */
export function CreditDetailPage({ actions }: Pick<LoanDetailProps, 'actions'>) {
  const { id } = useParams();
  const loanId = id && /^\d+$/.test(id) ? Number(id) : null;
  return <LoanDetail mode="byId" loanId={loanId} actions={actions} />;
}
