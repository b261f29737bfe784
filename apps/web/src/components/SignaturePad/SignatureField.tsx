import { Badge, Button, Group, Input, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureDialog, type SignatureDialogMode } from './SignatureDialog';

export interface SignatureFieldProps {
  /** PNG data URL; '' when not signed. */
  value: string;
  onChange: (dataUrl: string) => void;
  /** Already translated error text. */
  error?: string;
  disabled?: boolean;
}

/** The panel's signature control: sign (or sign again), the signed badge and "Ver firma". */
export function SignatureField({ value, onChange, error, disabled }: SignatureFieldProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Kept while the dialog closes, so its content does not switch mode mid-transition.
  const [mode, setMode] = useState<SignatureDialogMode>('draw');
  const open = (next: SignatureDialogMode) => {
    setMode(next);
    setOpened(true);
  };
  const signed = value !== '';

  return (
    <Input.Wrapper label={t('signature.label')} error={error} withAsterisk>
      <Stack gap={6} mt={4}>
        <Group gap="xs">
          {signed && (
            <Badge color="green" variant="filled" data-testid="signature-signed">
              {t('signature.signed')}
            </Badge>
          )}
          <Button
            variant={signed ? 'default' : 'light'}
            size="sm"
            onClick={() => open('draw')}
            disabled={disabled}
            data-testid="sign-button"
          >
            {t(signed ? 'signature.resign' : 'signature.sign')}
          </Button>
          {signed && (
            <Button variant="subtle" size="sm" onClick={() => open('view')} data-testid="view-signature">
              {t('signature.view')}
            </Button>
          )}
        </Group>
      </Stack>
      <SignatureDialog
        opened={opened}
        mode={mode}
        value={value}
        onClose={() => setOpened(false)}
        onConfirm={(dataUrl) => {
          onChange(dataUrl);
          setOpened(false);
        }}
      />
    </Input.Wrapper>
  );
}
