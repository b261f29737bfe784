import { MAX_LENGTH } from '@abono/domain';
import { TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The short list HR picks from; any other text may be typed instead. */
const REASON_KEYS = ['savings', 'capacity', 'documents', 'period'] as const;

export interface RejectReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A rejection's optional reason: one of a short list or free text; the
 * employee reads it. The list is the browser's own <datalist>: no combobox code in the
 * /credits chunk, which has a budget (≤ 60 KB gzip).
 */
export function RejectReasonField({ value, onChange, disabled = false }: RejectReasonFieldProps) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <>
      <TextInput
        label={t('credits.reject.reason_label')}
        description={t('credits.reject.reason_hint')}
        placeholder={t('credits.reject.reason_placeholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={MAX_LENGTH.reason}
        disabled={disabled}
        list={listId}
        autoComplete="off"
        data-testid="reject-reason"
      />
      <datalist id={listId} data-testid="reject-reason-options">
        {REASON_KEYS.map((key) => (
          <option key={key} value={t(`credits.reject.reasons.${key}`)} />
        ))}
      </datalist>
    </>
  );
}
