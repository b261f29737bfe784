import { Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { usePreferencesQuery, useUpdatePreferencesMutation } from '../api/preferencesQuery';

/**
 * "Recibir avisos por correo" in the user menu (decision 086). Without an address it is off and
 * disabled, saying why; when the server sends no e-mail the choice is kept for later, saying so.
 * A failed save leaves the switch as the server has it and says so.
 */
export function EmailNoticesSwitch() {
  const { t } = useTranslation();
  const hintId = useId();
  const preferences = usePreferencesQuery();
  const update = useUpdatePreferencesMutation();
  const data = preferences.data;
  const hint = !data
    ? null
    : !data.hasEmail
      ? t('emailNotices.no_email')
      : !data.mailEnabled
        ? t('emailNotices.mail_off')
        : null;
  const checked = update.isPending ? update.variables : (data?.emailNotices ?? false);
  return (
    <div>
      <Switch
        label={t('emailNotices.label')}
        // The reason it is off or waiting is read with the switch, outside its name: Mantine's
        // `description` sits inside the label and would lengthen the name.
        aria-describedby={hint ? hintId : undefined}
        checked={checked}
        disabled={!data || !data.hasEmail || update.isPending}
        onChange={(event) =>
          update.mutate(event.currentTarget.checked, {
            onSuccess: (saved) =>
              toast.success(t(saved.emailNotices ? 'emailNotices.saved_on' : 'emailNotices.saved_off')),
            onError: () => toast.error(t('emailNotices.save_error')),
          })
        }
        data-testid="email-notices-switch"
      />
      {hint && (
        <Text id={hintId} size="xs" c="dimmed" mt={4} data-testid="email-notices-hint">
          {hint}
        </Text>
      )}
      {preferences.isError && (
        <Text size="xs" c="red" mt={4}>
          {t('emailNotices.load_error')}
        </Text>
      )}
    </div>
  );
}
