import { MAX_LENGTH, companySchema } from '@abono/domain';
import { Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useCreateCompanyMutation } from '../api/useCreateCompanyMutation';
import { LOGO_ACCEPT, validateLogo } from '../lib/validateLogo';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';

interface CompanyFormValues {
  name: string;
  logo: File | null;
}

/** Company creation (02 §2): name (required) and an optional image logo ≤ 5 MB. */
export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCompanyMutation();
  const { control, handleSubmit, reset, formState, clearErrors } = useForm<CompanyFormValues>({
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
      onError: (error) => toast.error(errorMessage(error, t('messages.operation_error'))),
    });
  });

  const err = (name: keyof CompanyFormValues) => {
    const m = formState.errors[name]?.message;
    return m ? t(m) : undefined;
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
            rules={{ validate: (file) => validateLogo(file) ?? true }}
            render={({ field }) => (
              <FileInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(file) => {
                  field.onChange(file);
                  clearErrors('logo');
                }}
                label={t('company.logo')}
                description={t('company.logo_hint')}
                placeholder={t('company.logo_placeholder')}
                accept={LOGO_ACCEPT}
                clearable
                error={err('logo')}
                data-testid="company-logo-input"
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
