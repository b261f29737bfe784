import type { InsuranceType } from '@abono/domain';
import { Alert, Button, Center, Drawer, Loader, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCompanyTermsQuery } from '../api/useCompanyTermsQuery';
import { InsuranceForm } from './InsuranceForm';

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
      {terms.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('labels.loading')} />
        </Center>
      ) : terms.isError ? (
        <Stack>
          <Alert color="red" variant="light" data-testid="insurance-load-error" role="alert">
            {t('insurance.load_error')}
          </Alert>
          <Button variant="default" onClick={() => void terms.refetch()}>
            {t('offers.retry')}
          </Button>
        </Stack>
      ) : (
        <InsuranceForm key={`${companyId}-${type}`} companyId={companyId} type={type} terms={terms.data} onClose={onClose} />
      )}
    </Drawer>
  );
}

export default InsurancePanel;
