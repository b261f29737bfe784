import { MAX_LENGTH, companySchema } from '@abono/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useCreateCompanyMutation } from '../api/useCreateCompanyMutation';
import { validateLogo } from '../lib/validateLogo';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { LogoField } from './LogoField';

interface CompanyFormValues {
  name: string;
  logo: File | null;
}

const FORM_FIELDS = ['name', 'logo'] as const;

/**
 * Company creation (02 §2): name (required) and an optional PNG, JPEG or WebP logo ≤ 5 MB and
 * ≥ 100×100 px, with its preview. The new company becomes the selected one (the mutation).
 */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateCompanyMutation();
  // What the browser's decode of the preview said about the chosen logo, read when the form validates.
  const decodeProblem = useRef<string | null>(null);
  const { control, handleSubmit, reset, formState, clearErrors, setError } = useForm<CompanyFormValues>({
    defaultValues: { name: '', logo: null },
  });

  const close = () => {
    reset();
    create.reset();
    onClose();
  };

  const submit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('messages.company_created'));
        close();
      },
      onError: (error) => {
        // The server's field messages (a logo under 100 px, a name it refused) go under their fields.
        const fields = isApiError(error) ? (error.fields ?? {}) : {};
        for (const field of FORM_FIELDS) {
          const key = fields[field];
          if (key && i18n.exists(key)) setError(field, { message: key });
        }
        toast.error(errorMessage(error, t('messages.operation_error')));
      },
    });
  });

  const err = (name: keyof CompanyFormValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
  };

  const decoded = (problem: string | null) => {
    decodeProblem.current = problem;
    if (problem) setError('logo', { message: problem });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('company.create_title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="create-company-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="name"
            rules={{
              validate: (v) => {
                const result = companySchema.shape.name.safeParse(v);
                return result.success || (result.error.issues[0]?.message ?? 'validation.required');
              },
            }}
            render={({ field }) => (
              <TextInput
                {...field}
                label={t('company.name')}
                required
                withAsterisk
                maxLength={MAX_LENGTH.name}
                error={err('name')}
                data-testid="company-name-input"
                onChange={(e) => {
                  field.onChange(e.currentTarget.value);
                  clearErrors('name');
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="logo"
            rules={{ validate: (file) => validateLogo(file) ?? (file ? decodeProblem.current : null) ?? true }}
            render={({ field }) => (
              <LogoField
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(file) => {
                  field.onChange(file);
                  clearErrors('logo');
                  const problem = validateLogo(file);
                  if (problem) setError('logo', { message: problem });
                }}
                onDecoded={decoded}
                error={err('logo')}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} type="button">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="company-create-submit">
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
