import type { ProductSummary } from '@abono/domain';
import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { errorMessage } from '../../../lib/http/ApiError';
import { companiesQuery } from '../../../lib/session/companiesQuery';
import { toast } from '../../../lib/toast';
import { useCompanyProductsQuery } from '../api/useCompanyProductsQuery';
import { useSetCompanyProducts } from '../api/useSetCompanyProducts';

export interface CompanyProductsModalProps {
  opened: boolean;
  companyId: number;
  /** The whole catalogue, as the page already holds it. */
  catalogue: readonly ProductSummary[];
  onClose: () => void;
}

/**
 * "Productos de la empresa" (spec 02 "Products"): which products the selected company offers.
 * An inactive product can't be offered, so its box is disabled, except for one the company
 * already had, which may be kept or dropped (decision 078).
 */
export function CompanyProductsModal({ opened, companyId, catalogue, onClose }: CompanyProductsModalProps) {
  const { t } = useTranslation();
  const companyName = useQuery(companiesQuery).data?.find((c) => c.id === companyId)?.name ?? '';
  const assigned = useCompanyProductsQuery(companyId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('products.company.title', { company: companyName })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="company-products-modal"
    >
      {assigned.isPending ? (
        <Loader size="sm" aria-label={t('labels.loading')} />
      ) : assigned.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(assigned.error, t('products.load_error'))}
        </Alert>
      ) : (
        <CompanyProductsForm
          key={assigned.dataUpdatedAt}
          companyId={companyId}
          catalogue={catalogue}
          initial={assigned.data.map((p) => p.id)}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function CompanyProductsForm({
  companyId,
  catalogue,
  initial,
  onDone,
}: {
  companyId: number;
  catalogue: readonly ProductSummary[];
  initial: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetCompanyProducts();
  const [checked, setChecked] = useState<string[]>(() => initial.map(String));
  const [error, setError] = useState<string | null>(null);
  const had = new Set(initial);

  const submit = () => {
    setError(null);
    save.mutate(
      { companyId, productIds: checked.map(Number) },
      {
        onSuccess: () => {
          toast.success(t('products.messages.company_saved'));
          onDone();
        },
        // Shown in the modal, which stays open: the choice is kept for another try.
        onError: (failure) => setError(errorMessage(failure, t('messages.operation_error'))),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('products.company.intro')}
      </Text>
      {catalogue.length === 0 ? (
        <Text size="sm" data-testid="company-products-empty">
          {t('products.empty')}
        </Text>
      ) : (
        <Checkbox.Group label={t('products.company.label')} value={checked} onChange={setChecked}>
          <Stack gap="xs" mt="xs">
            {catalogue.map((product) => (
              <Checkbox
                key={product.id}
                value={String(product.id)}
                disabled={!product.is_active && !had.has(product.id)}
                data-testid={`company-product-${product.id}`}
                label={
                  <Group gap="xs" wrap="nowrap">
                    <span>{product.name}</span>
                    {!product.is_active && (
                      <Badge size="sm" color="gray" variant="filled">
                        {t('products.status.inactive')}
                      </Badge>
                    )}
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="company-products-error">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid="company-products-save">
          {t('actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
