import { Anchor, Button, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useNestedDialog } from '../../../components/SidePanel/nestedDialog';
import { fetchContractPreview, type ContractPreviewQuery } from '../api/fetchContractPreview';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';

/**
 * "Ver contrato": the unsigned contract preview (GET /api/loans/contract) shown in a
 * dialog, with a link to open the same PDF in a new tab. Disabled until the amounts are valid.
 */
export function ContractPreviewButton({ query, disabled }: { query: ContractPreviewQuery | null; disabled?: boolean }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  // Escape closes the contract, never the apply panel under it.
  useNestedDialog(url !== null);

  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const open = async () => {
    if (!query) return;
    setLoading(true);
    try {
      const blob = await fetchContractPreview(query);
      setUrl(URL.createObjectURL(blob));
    } catch (error) {
      toast.error(errorMessage(error, t('apply.contract_error')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        variant="light"
        onClick={() => void open()}
        loading={loading}
        disabled={disabled || !query}
        data-testid="view-contract"
      >
        {t('apply.view_contract')}
      </Button>
      <Modal
        opened={url !== null}
        onClose={() => setUrl(null)}
        title={t('apply.contract_title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        attributes={DIALOG_ATTRIBUTES}
        data-testid="contract-modal"
      >
        {url && (
          <Stack gap="xs">
            <iframe src={url} title={t('apply.contract_title')} style={{ width: '100%', height: '70vh', border: 0 }} />
            <Anchor href={url} target="_blank" rel="noopener" size="sm" data-testid="contract-open-tab">
              {t('apply.contract_new_tab')}
            </Anchor>
          </Stack>
        )}
      </Modal>
    </>
  );
}
