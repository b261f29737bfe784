import type { InsuranceType } from '@abono/domain';
import { useTranslation } from 'react-i18next';
import { QueryPanelBody } from '../../../components/RequestPanel/QueryPanelBody';
import { SidePanel } from '../../../components/SidePanel/SidePanel';
import { useCompanyTermsQuery } from '../api/useCompanyTermsQuery';
import { InsuranceForm } from './InsuranceForm';

export interface InsurancePanelProps {
  opened: boolean;
  companyId: number;
  type: InsuranceType;
  onClose: () => void;
}

/** The right-side insurance request panel: loads the company's rate and deadline, then the form. */
export function InsurancePanel({ opened, companyId, type, onClose }: InsurancePanelProps) {
  const { t } = useTranslation();
  const terms = useCompanyTermsQuery(companyId);

  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      title={t('insurance.panel_title', { type: t(`insurance.types.${type}.name`) })}
      testId="insurance-panel"
    >
      <QueryPanelBody query={terms} errorMessage={t('insurance.load_error')} errorTestId="insurance-load-error">
        {(data) => (
          <InsuranceForm
            key={`${companyId}-${type}`}
            companyId={companyId}
            type={type}
            terms={data}
            onClose={onClose}
          />
        )}
      </QueryPanelBody>
    </SidePanel>
  );
}

export default InsurancePanel;
