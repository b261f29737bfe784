import { FileInput, Image, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_ACCEPT, logoSizeProblem, validateLogo } from '../lib/validateLogo';

export interface LogoFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  /** The form library's ref, so a refused logo gets the focus. */
  inputRef?: Ref<HTMLButtonElement>;
  error?: string;
  /**
   * What the browser's decode of the preview says about the file: null when it shows and is at
   * least 100×100 px, a message key when it is smaller or does not decode as an image.
   */
  onDecoded: (problem: string | null) => void;
}

/**
 * The logo picker with its preview (02 §2 company creation). The preview is the browser's own
 * decode of the chosen file, so the modal warns about a file that is no image or is under
 * 100×100 px before sending; the server checks the bytes again either way (decision 079).
 */
export function LogoField({ value, onChange, onBlur, inputRef, error, onDecoded }: LogoFieldProps) {
  const { t } = useTranslation();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);
  // The object URL holds the file in memory until revoked: on a new choice and when the modal goes.
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const choose = (file: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = file && !validateLogo(file) ? URL.createObjectURL(file) : null;
    setPreviewUrl(urlRef.current);
    onDecoded(null);
    onChange(file);
  };

  return (
    <Stack gap="xs">
      <FileInput
        ref={inputRef}
        name="logo"
        value={value}
        onBlur={onBlur}
        onChange={choose}
        label={t('company.logo')}
        description={t('company.logo_hint')}
        placeholder={t('company.logo_placeholder')}
        accept={LOGO_ACCEPT}
        clearable
        clearButtonProps={{ 'aria-label': t('company.logo_clear') }}
        // The placeholder is a real text element here (not the native ::placeholder): Mantine's grey
        // misses WCAG AA (axe color-contrast), the app's dimmed grey passes.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        error={error}
        data-testid="company-logo-input"
      />
      {previewUrl && (
        <Stack gap={4} data-testid="company-logo-preview-box">
          <Text size="sm" c="dimmed">
            {t('company.logo_preview')}
          </Text>
          <Image
            src={previewUrl}
            alt={t('company.logo_preview_alt', { name: value?.name ?? '' })}
            h={96}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-gray-3)"
            data-testid="company-logo-preview"
            onLoad={(event) =>
              onDecoded(logoSizeProblem(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))
            }
            onError={() => onDecoded('messages.invalid_file_type')}
          />
        </Stack>
      )}
    </Stack>
  );
}
