import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useOfferQuery } from '../api/useOfferQuery';
import { ApplyForm } from './ApplyForm';
import { QueryPanelBody } from '../../../components/RequestPanel/QueryPanelBody';

export interface ApplyPanelProps {
  opened: boolean;
  companyId: number;
  productId: number;
  onClose: () => void;
}

/** Below 768 px the side panel takes the full width (spec 01 §9 mobile breakpoint). */
export const MOBILE_QUERY = '(max-width: 48em)';

/** The right-side loan apply panel: loads the offer, then the form. */
export function ApplyPanel({ opened, companyId, productId, onClose }: ApplyPanelProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const offer = useOfferQuery(companyId, productId);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'lg'}
      title={t('apply.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="apply-panel"
    >
      <QueryPanelBody query={offer} errorMessage={t('apply.load_error')} errorTestId="apply-load-error">
        {(data) => <ApplyForm key={`${companyId}-${productId}`} offer={data} onClose={onClose} />}
      </QueryPanelBody>
    </Drawer>
  );
}

export default ApplyPanel;
