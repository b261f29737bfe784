import { MAX_LENGTH } from '@abono/domain';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';

export interface ReportErrorDialogProps {
  count: number;
  pending: boolean;
  onReport: (comment: string) => void;
  onClose: () => void;
}

/**
 * The report-error modal (spec 02 "Treasury", §5): the comment is required (the domain's
 * reportLoansErrorSchema refuses an empty one with the same text); the dialog stays open while the call runs.
 */
export function ReportErrorDialog({ count, pending, onReport, onClose }: ReportErrorDialogProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = comment.trim();
    if (!text) {
      setError(t('treasury.error.comment_required'));
      return;
    }
    onReport(text);
  };
  return (
    <ConfirmDialog
      opened
      title={t('treasury.report.title')}
      body={t('treasury.report.body', { count })}
      confirmLabel={t('treasury.report.confirm')}
      pending={pending}
      danger
      onConfirm={submit}
      onClose={onClose}
      testIds={{
        dialog: 'report-error-dialog',
        confirm: 'report-error-ok',
        cancel: 'report-error-cancel',
        error: 'report-error-error',
      }}
    >
      <Textarea
        label={t('treasury.report.comment')}
        required
        rows={3}
        maxLength={MAX_LENGTH.comment}
        value={comment}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        disabled={pending}
        data-autofocus
        data-testid="report-error-comment"
      />
    </ConfirmDialog>
  );
}
