import { useTranslation } from 'react-i18next';
import { QueryPanelBody } from '../../../components/RequestPanel/QueryPanelBody';
import { SidePanel } from '../../../components/SidePanel/SidePanel';
import { useOfferQuery } from '../api/useOfferQuery';
import { ApplyForm } from './ApplyForm';

export interface ApplyPanelProps {
  opened: boolean;
  companyId: number;
  productId: number;
  onClose: () => void;
}

/** The right-side loan apply panel: loads the offer, then the form. */
export function ApplyPanel({ opened, companyId, productId, onClose }: ApplyPanelProps) {
  const { t } = useTranslation();
  const offer = useOfferQuery(companyId, productId);

  return (
    <SidePanel opened={opened} onClose={onClose} title={t('apply.title')} testId="apply-panel">
      <QueryPanelBody query={offer} errorMessage={t('apply.load_error')} errorTestId="apply-load-error">
        {(data) => <ApplyForm key={`${companyId}-${productId}`} offer={data} onClose={onClose} />}
      </QueryPanelBody>
    </SidePanel>
  );
}

export default ApplyPanel;
