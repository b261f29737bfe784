import { MAX_LENGTH, roleSchema, type Role, type RoleOut } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useSaveRole } from '../api/useSaveRole';

export interface RoleFormDialogProps {
  /** null: a new role. */
  role: RoleOut | null;
  onClose: () => void;
}

const FIELDS = ['name', 'description'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/**
 * Create or edit a role (spec 02 "Roles", §5): name and description, both required, checked with
 * the domain's roleSchema as the server does. A built-in role keeps its name (the field is read
 * only, with the reason); the server refuses a rename too.
 */
export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Role>({
    mode: 'onTouched',
    resolver: zodResolver(roleSchema),
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });
  const err = useFieldError(formState.errors);
  const nameLocked = role?.isSystem ?? false;
  const pending = save.isPending;

  const showServerError = (error: unknown) => {
    const fields = isApiError(error) ? Object.entries(error.fields ?? {}).filter(([name]) => isField(name)) : [];
    for (const [name, key] of fields) setError(name as Field, { type: 'server', message: key }, { shouldFocus: true });
    if (fields.length > 0) return;
    // A taken name belongs beside the name field; any other refusal above the buttons.
    if (isApiError(error) && error.code === 'role_name_taken') {
      setError('name', { type: 'server', message: errorMessage(error, '') }, { shouldFocus: true });
      return;
    }
    setFormError(errorMessage(error, t('messages.operation_error')));
  };

  const submit = handleSubmit((body) => {
    setFormError(null);
    save.mutate(role ? { kind: 'update', roleId: role.id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        toast.success(t(role ? 'roles.updated' : 'roles.created'));
        onClose();
      },
      onError: showServerError,
    });
  });

  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={t(role ? 'roles.form.edit_title' : 'roles.form.create_title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="role-form-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="role-form">
        <Stack gap="sm">
          <TextInput
            label={t('roles.form.name')}
            withAsterisk
            maxLength={MAX_LENGTH.roleName}
            readOnly={nameLocked}
            description={nameLocked ? t('roles.form.name_locked') : undefined}
            error={err('name')}
            disabled={pending}
            data-autofocus
            data-testid="role-name"
            {...register('name')}
          />
          <Textarea
            label={t('roles.form.description')}
            withAsterisk
            rows={3}
            maxLength={MAX_LENGTH.description}
            error={err('description')}
            disabled={pending}
            data-testid="role-description"
            {...register('description')}
          />
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid="role-form-error">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending} data-testid="role-form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="role-form-save">
              {t(role ? 'actions.save' : 'actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
