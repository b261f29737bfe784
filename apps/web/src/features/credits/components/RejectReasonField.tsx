import { Autocomplete } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The short list HR picks from; any other text may be typed instead. */
const REASON_KEYS = ['savings', 'capacity', 'documents', 'period'] as const;

export interface RejectReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A rejection's optional reason (issue 15 UI review): one of a short list or free text; the employee reads it. */
export function RejectReasonField({ value, onChange, disabled = false }: RejectReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      label={t('credits.reject.reason_label')}
      description={t('credits.reject.reason_hint')}
      placeholder={t('credits.reject.reason_placeholder')}
      data={REASON_KEYS.map((key) => t(`credits.reject.reasons.${key}`))}
      value={value}
      onChange={onChange}
      maxLength={500}
      disabled={disabled}
      comboboxProps={{ withinPortal: false }}
      data-testid="reject-reason"
    />
  );
}
