import { PRODUCT_TYPES, type ProductSummary } from '@abono/domain';
import { Button, Group, Modal, NativeSelect, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useSaveProduct } from '../api/useSaveProduct';
import { checkDraft, draftOf, type DraftErrors, type ProductDraft } from '../lib/productForm';

export interface ProductFormModalProps {
  opened: boolean;
  /** The product edited; null creates one. */
  product: ProductSummary | null;
  onClose: () => void;
}

/** The create and edit modals of /products (spec 02 "Products"): name, description and type required. */
export function ProductFormModal({ opened, product, onClose }: ProductFormModalProps) {
  const { t } = useTranslation();
  const title = product ? t('products.form.edit_title') : t('products.form.create_title');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="product-form-modal"
    >
      {/* Keyed by the product: each opening starts from what is stored. */}
      {opened && <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />}
    </Modal>
  );
}

function ProductForm({ product, onDone }: { product: ProductSummary | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveProduct();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [errors, setErrors] = useState<DraftErrors>({});
  const shown = (key: string | undefined) => (key ? (i18n.exists(key) ? t(key) : key) : undefined);

  const change = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: product?.id, product: checked.product },
      {
        onSuccess: () => {
          toast.success(product ? t('products.messages.updated') : t('products.messages.created'));
          onDone();
        },
        onError: (failure) => {
          const fields = isApiError(failure) ? (failure.fields as DraftErrors | undefined) : undefined;
          if (fields) setErrors(fields);
          else toast.error(errorMessage(failure, t('messages.operation_error')));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('products.form.name')}
          required
          autoComplete="off"
          value={draft.name}
          onChange={(e) => change('name', e.currentTarget.value)}
          error={shown(errors.name)}
          data-testid="product-name"
        />
        <Textarea
          label={t('products.form.description')}
          required
          minRows={2}
          value={draft.description}
          onChange={(e) => change('description', e.currentTarget.value)}
          error={shown(errors.description)}
          data-testid="product-description"
        />
        <NativeSelect
          label={t('products.form.type')}
          required
          data={[
            { value: '', label: t('products.form.type_placeholder'), disabled: true },
            ...PRODUCT_TYPES.map((type) => ({ value: type, label: t(`products.type.${type}`) })),
          ]}
          value={draft.type}
          onChange={(e) => change('type', e.currentTarget.value)}
          error={shown(errors.type)}
          data-testid="product-type"
        />
        <Switch
          label={t('products.form.active')}
          description={t('products.form.active_hint')}
          checked={draft.is_active}
          onChange={(e) => change('is_active', e.currentTarget.checked)}
          data-testid="product-active"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending} data-testid="product-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="product-save">
            {product ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
