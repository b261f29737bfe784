import { changePasswordSchema, type ChangePasswordPayload } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/useChangePassword';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/**
 * "Cambiar contraseña" (decision 083): the current password, the new one under the register rule
 * and its confirmation, checked with the domain's changePasswordSchema as the server does. A wrong
 * current password is shown beside its field; a lockout (429) above the buttons.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordPayload>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const err = useFieldError(formState.errors);
  const pending = change.isPending;

  const showServerError = (error: unknown) => {
    const fields = isApiError(error) ? Object.entries(error.fields ?? {}).filter(([name]) => isField(name)) : [];
    for (const [name, key] of fields) setError(name as Field, { type: 'server', message: key }, { shouldFocus: true });
    if (fields.length > 0) return;
    if (isApiError(error) && error.code === 'current_password_incorrect') {
      setError(
        'currentPassword',
        { type: 'server', message: 'errors.current_password_incorrect' },
        { shouldFocus: true },
      );
      return;
    }
    setFormError(errorMessage(error, t('account.password.error')));
  };

  const submit = handleSubmit((body) => {
    setFormError(null);
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t('account.password.changed'));
        onClose();
      },
      onError: showServerError,
    });
  });

  const toggle = { 'aria-label': t('auth.toggle_visibility') };
  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={t('account.password.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="change-password-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="change-password-form">
        <Stack gap="sm">
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            withAsterisk
            error={err('currentPassword')}
            aria-invalid={Boolean(err('currentPassword')) || undefined}
            disabled={pending}
            visibilityToggleButtonProps={toggle}
            data-autofocus
            data-testid="current-password"
            {...register('currentPassword')}
          />
          <PasswordInput
            label={t('account.password.new')}
            description={t('auth.password_hint')}
            autoComplete="new-password"
            withAsterisk
            error={err('newPassword')}
            aria-invalid={Boolean(err('newPassword')) || undefined}
            disabled={pending}
            visibilityToggleButtonProps={toggle}
            data-testid="new-password"
            {...register('newPassword')}
          />
          <PasswordInput
            label={t('account.password.confirm')}
            autoComplete="new-password"
            withAsterisk
            error={err('confirmPassword')}
            aria-invalid={Boolean(err('confirmPassword')) || undefined}
            disabled={pending}
            visibilityToggleButtonProps={toggle}
            data-testid="confirm-new-password"
            {...register('confirmPassword')}
          />
          <Alert color="blue" variant="light" data-testid="change-password-note">
            {t('account.password.other_sessions_note')}
          </Alert>
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid="change-password-error">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending} data-testid="change-password-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="change-password-submit">
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
