import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { useSaveSettings, type SettingsFields } from '../../../lib/settings/companySettings';
import { toast } from '../../../lib/toast';
import { fieldErrors } from '../lib/fieldErrors';

export interface SectionField {
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'numeric' | 'text';
  min?: string;
  max?: string;
}

/**
 * One section of /settings (spec 02 Settings): its fields are checked with the domain's schema
 * (the same the server checks), then saved alone through PUT /api/settings, merged by the server
 * into the stored settings; a success shows "Configuración actualizada", a field the server refuses
 * shows its message under the field.
 */
export function SettingsSectionForm({
  companyId,
  title,
  testId,
  fields,
  initial,
  parse,
}: {
  companyId: number;
  title: string;
  testId: string;
  fields: readonly SectionField[];
  initial: Record<string, string>;
  /** The domain schema's safeParse of the typed values. */
  parse: (values: Record<string, string>) => z.ZodSafeParseResult<SettingsFields>;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const save = useSaveSettings(companyId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (failure) => {
        const refused = isApiError(failure) ? failure.fields : undefined;
        if (refused && fields.some((f) => refused[f.name])) setErrors(refused);
        else toast.error(errorMessage(failure, t('messages.operation_error')));
      },
    });
  };

  const shown = (key: string | undefined) => (key ? (i18n.exists(key) ? t(key) : key) : undefined);
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {fields.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              description={field.description}
              required={field.required}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              min={field.min}
              max={field.max}
              autoComplete="off"
              value={values[field.name] ?? ''}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setValues((v) => ({ ...v, [field.name]: next }));
                if (errors[field.name]) {
                  setErrors((all) => Object.fromEntries(Object.entries(all).filter(([name]) => name !== field.name)));
                }
              }}
              error={shown(errors[field.name])}
              data-testid={`${testId}-${field.name}`}
            />
          ))}
          <Button type="submit" loading={save.isPending} w="fit-content" data-testid={`${testId}-save`}>
            {t('actions.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
