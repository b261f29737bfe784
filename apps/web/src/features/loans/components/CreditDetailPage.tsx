import { useParams } from 'react-router';
import { LoanDetail } from './LoanDetail';

/** /credits/detail/{id}: any loan by id, with a back button to /credits. */
export function CreditDetailPage() {
  const { id } = useParams();
  const loanId = id && /^\d+$/.test(id) ? Number(id) : null;
  return <LoanDetail mode="byId" loanId={loanId} />;
}
