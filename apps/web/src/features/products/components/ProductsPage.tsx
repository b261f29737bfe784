import type { ProductSummary } from '@abono/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { DataTable } from '../../../components/DataTable/DataTable';
import { errorMessage } from '../../../lib/http/ApiError';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { toast } from '../../../lib/toast';
import { useDeleteProduct } from '../api/useDeleteProduct';
import { useProductsQuery } from '../api/useProductsQuery';
import { useProductTable } from '../lib/useProductTable';
import { CompanyProductsModal } from './CompanyProductsModal';

// The form loads when first opened: its zod schemas stay out of the list's chunk.
const ProductFormModal = lazy(() => import('./ProductFormModal').then((m) => ({ default: m.ProductFormModal })));

/** Which modal is open: the form (a product, or null to create one), the deletion, the company's products. */
type Open =
  | { kind: 'form'; product: ProductSummary | null }
  | { kind: 'delete'; product: ProductSummary }
  | { kind: 'company' }
  | null;

/**
 * /products (spec 02 "Products", 03 §5 manage_settings): the catalogue with its type and state,
 * create and edit modals, deletion (refused with the server's 409 while a loan uses the product)
 * and the modal choosing which products the selected company offers.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  const list = useProductsQuery();
  const catalogue = useMemo(() => list.data ?? [], [list.data]);
  const typeLabel = useCallback((type: string) => t(`products.type.${type}`), [t]);
  const table = useProductTable(catalogue, typeLabel);
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteProduct();
  const resetRemove = remove.reset;

  const columns = useMemo<ColumnDef<ProductSummary, unknown>[]>(
    () => [
      { id: 'name', header: t('products.columns.name'), cell: ({ row }) => row.original.name },
      { id: 'description', header: t('products.columns.description'), cell: ({ row }) => row.original.description },
      {
        id: 'type',
        header: t('products.columns.type'),
        meta: { nowrap: true },
        cell: ({ row }) => typeLabel(row.original.type),
      },
      {
        id: 'status',
        header: t('products.columns.status'),
        meta: { nowrap: true },
        // Filled, as the other status badges: the light variant's pale text misses WCAG AA.
        cell: ({ row }) => (
          <Badge color={row.original.is_active ? 'green' : 'gray'} variant="filled">
            {row.original.is_active ? t('products.status.active') : t('products.status.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('products.columns.actions'),
        enableSorting: false,
        meta: { nowrap: true },
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setOpen({ kind: 'form', product: row.original })}
              aria-label={t('products.edit_named', { name: row.original.name })}
              data-testid={`product-edit-${row.original.id}`}
            >
              {t('products.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => {
                resetRemove();
                setOpen({ kind: 'delete', product: row.original });
              }}
              aria-label={t('products.delete_named', { name: row.original.name })}
              data-testid={`product-delete-${row.original.id}`}
            >
              {t('products.delete')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, typeLabel, resetRemove],
  );

  const deleting = open?.kind === 'delete' ? open.product : null;
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('products.messages.deleted'));
        setOpen(null);
      },
    });
  };

  return (
    <Stack gap="md" data-testid="products-page">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('products.title')}
        </Title>
        <Group gap="sm">
          {companyId !== null && (
            <Button variant="default" onClick={() => setOpen({ kind: 'company' })} data-testid="company-products-open">
              {t('products.company.open')}
            </Button>
          )}
          <Button onClick={() => setOpen({ kind: 'form', product: null })} data-testid="product-create">
            {t('products.create')}
          </Button>
        </Group>
      </Group>
      {companyId === null && (
        <Text size="sm" c="dimmed" data-testid="products-no-company">
          {t('products.company.select_first')}
        </Text>
      )}
      <DataTable
        label={t('products.title')}
        testId="products-table"
        columns={columns}
        data={table.rows}
        {...table.tableProps}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t('products.load_error')) : null}
        onRetry={() => void list.refetch()}
        rowId={(p) => p.id}
        rowTestId={(p) => `product-row-${p.id}`}
        emptyText={t('products.empty')}
      />
      <Suspense fallback={null}>
        {open?.kind === 'form' && <ProductFormModal opened product={open.product} onClose={() => setOpen(null)} />}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('products.delete_title')}
        body={t('products.delete_body', { name: deleting?.name ?? '' })}
        confirmLabel={t('products.delete')}
        danger
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('messages.operation_error')) : null}
        onConfirm={confirmDelete}
        onClose={() => setOpen(null)}
        testIds={{ dialog: 'product-delete-dialog', confirm: 'product-delete-ok', error: 'product-delete-error' }}
      />
      {companyId !== null && (
        <CompanyProductsModal
          opened={open?.kind === 'company'}
          companyId={companyId}
          catalogue={catalogue}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
