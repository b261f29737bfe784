import type { InsuranceType } from '@abono/domain';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCompanyTermsQuery } from '../api/useCompanyTermsQuery';
import { InsuranceForm } from './InsuranceForm';
import { QueryPanelBody } from '../../../components/RequestPanel/QueryPanelBody';

/** Below 768 px the side panel takes the full width. */
const MOBILE_QUERY = '(max-width: 48em)';

export interface InsurancePanelProps {
  opened: boolean;
  companyId: number;
  type: InsuranceType;
  onClose: () => void;
}

/** The right-side insurance request panel: loads the company's rate and deadline, then the form. */
export function InsurancePanel({ opened, companyId, type, onClose }: InsurancePanelProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const terms = useCompanyTermsQuery(companyId);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'lg'}
      title={t('insurance.panel_title', { type: t(`insurance.types.${type}.name`) })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="insurance-panel"
    >
      <QueryPanelBody query={terms} errorMessage={t('insurance.load_error')} errorTestId="insurance-load-error">
        {(data) => <InsuranceForm key={`${companyId}-${type}`} companyId={companyId} type={type} terms={data} onClose={onClose} />}
      </QueryPanelBody>
    </Drawer>
  );
}

export default InsurancePanel;
