import {
  GRANT_RESOURCES,
  MAX_LENGTH,
  PERMISSION_ACTIONS,
  PERMISSION_TYPES,
  type PermissionCreate,
  type PermissionOut,
} from '@abono/domain';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useSavePermission } from '../api/useSavePermission';
import { grantLabel } from '../lib/grantLabel';
import { permissionFormResolver, type PermissionFormValues } from '../lib/permissionFormResolver';

export interface PermissionFormDialogProps {
  /** null: a new (custom) permission. */
  permission: PermissionOut | null;
  onClose: () => void;
}

const FIELDS = ['name', 'description', 'type', 'resource', 'action'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);
const NAME_CODES = new Set(['permission_name_taken']);

/**
 * Create or edit a permission (spec 02 "Permissions", §5): name and description required. A
 * custom permission also names the one grant it gives, chosen from the domain's lists (type
 * ENDPOINT or ENTITY, resource, action; decision 077). A built-in permission keeps its name and
 * meaning, shown read only; only its description changes.
 */
export function PermissionFormDialog({ permission, onClose }: PermissionFormDialogProps) {
  const { t } = useTranslation();
  const save = useSavePermission();
  const [formError, setFormError] = useState<string | null>(null);
  const builtIn = permission?.isSystem ?? false;
  const resolver = useMemo(() => permissionFormResolver(!builtIn), [builtIn]);
  const { register, handleSubmit, formState, setError } = useForm<PermissionFormValues, unknown, PermissionCreate>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      name: permission?.name ?? '',
      description: permission?.description ?? '',
      type: permission?.grant?.type ?? 'ENDPOINT',
      resource: permission?.grant?.resource ?? '',
      action: permission?.grant?.action ?? 'READ',
    },
  });
  const err = useFieldError(formState.errors);
  const pending = save.isPending;

  const showServerError = (error: unknown) => {
    const fields = isApiError(error) ? Object.entries(error.fields ?? {}).filter(([name]) => isField(name)) : [];
    for (const [name, key] of fields) setError(name as Field, { type: 'server', message: key }, { shouldFocus: true });
    if (fields.length > 0) return;
    if (isApiError(error) && error.code && NAME_CODES.has(error.code)) {
      setError('name', { type: 'server', message: errorMessage(error, '') }, { shouldFocus: true });
      return;
    }
    setFormError(errorMessage(error, t('messages.operation_error')));
  };

  const submit = handleSubmit((values) => {
    setFormError(null);
    const body = builtIn ? { name: values.name, description: values.description } : values;
    save.mutate(permission ? { kind: 'update', permissionId: permission.id, body } : { kind: 'create', body: values }, {
      onSuccess: () => {
        toast.success(t(permission ? 'roles.perm.updated' : 'roles.perm.created'));
        onClose();
      },
      onError: showServerError,
    });
  });

  const option = (value: string, label: string) => ({ value, label });
  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={t(permission ? 'roles.perm.form.edit_title' : 'roles.perm.form.create_title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="permission-form-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="permission-form">
        <Stack gap="sm">
          <TextInput
            label={t('roles.perm.form.name')}
            withAsterisk
            maxLength={MAX_LENGTH.permissionName}
            readOnly={builtIn}
            description={builtIn ? t('roles.perm.built_in_reason') : undefined}
            error={err('name')}
            disabled={pending}
            data-autofocus
            data-testid="permission-name"
            {...register('name')}
          />
          <Textarea
            label={t('roles.perm.form.description')}
            withAsterisk
            rows={3}
            maxLength={MAX_LENGTH.description}
            error={err('description')}
            disabled={pending}
            data-testid="permission-description"
            {...register('description')}
          />
          {builtIn && permission ? (
            <Stack gap={2} data-testid="permission-builtin-grants">
              <Text size="sm" fw={600}>
                {t('roles.perm.form.grant_legend')}
              </Text>
              <Text size="sm">{permission.grants.map((g) => grantLabel(g, t)).join('; ')}</Text>
            </Stack>
          ) : (
            <Fieldset legend={t('roles.perm.form.grant_legend')} disabled={pending} data-testid="permission-grant">
              <Text size="xs" c="dimmed" mb="xs">
                {t('roles.perm.form.grant_hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NativeSelect
                  label={t('roles.perm.form.type')}
                  withAsterisk
                  data={PERMISSION_TYPES.map((type) => option(type, t(`roles.perm.types.${type}`)))}
                  error={err('type')}
                  data-testid="permission-type"
                  {...register('type')}
                />
                <NativeSelect
                  label={t('roles.perm.form.resource')}
                  withAsterisk
                  data={[
                    option('', t('roles.perm.form.choose')),
                    ...GRANT_RESOURCES.map((resource) => option(resource, t(`roles.perm.resources.${resource}`))),
                  ]}
                  error={err('resource')}
                  data-testid="permission-resource"
                  {...register('resource')}
                />
                <NativeSelect
                  label={t('roles.perm.form.action')}
                  withAsterisk
                  data={PERMISSION_ACTIONS.map((action) => option(action, t(`roles.perm.actions.${action}`)))}
                  error={err('action')}
                  data-testid="permission-action"
                  {...register('action')}
                />
              </SimpleGrid>
            </Fieldset>
          )}
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid="permission-form-error">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending} data-testid="permission-form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="permission-form-save">
              {t(permission ? 'actions.save' : 'actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
