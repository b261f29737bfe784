import { MAX_LENGTH, loanApplyFormSchema, loanEditSchema, parseAmount, type LoanDetailResponse } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../../components/MoneyInput/MoneyField';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { useEditLoan } from '../api/useEditLoan';
import { QuoteSummary } from '../../../components/QuoteSummary/QuoteSummary';
import { LoanFacts } from './LoanFacts';
import { LoanOfferFooter } from './LoanOfferFooter';
import { OfferWarnings } from './OfferWarnings';
import { LoanSidePanel, type LoanPanelProps } from './LoanSidePanel';
import { useLoanOffer } from './useLoanOffer';

export type EditLoanSidePanelProps = LoanPanelProps;

/**
 * Edit a pending loan (03 §3, decision 048): amount and weekly discount, requoted from its
 * request day, and sent to the employee as a counter offer; the panel says so before HR sends.
 */
export function EditLoanSidePanel({ loanId, companyId, onClose }: EditLoanSidePanelProps) {
  const { t } = useTranslation();
  return (
    <LoanSidePanel loanId={loanId} title={t('credits.panel.edit_title')} testId="edit-loan-panel" onClose={onClose}>
      {(loan) => <EditForm loan={loan} companyId={companyId} onDone={onClose} />}
    </LoanSidePanel>
  );
}

const editSchema = loanApplyFormSchema
  .pick({ loan_amount: true, weekly_discount: true })
  .extend({ reason: loanEditSchema.shape.reason });

function EditForm({ loan, companyId, onDone }: { loan: LoanDetailResponse; companyId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const edit = useEditLoan();
  const { control, handleSubmit, formState } = useForm({
    mode: 'all',
    resolver: zodResolver(editSchema),
    defaultValues: { loan_amount: loan.originalAmount, weekly_discount: loan.weeklyDiscount, reason: '' },
  });
  const [amount, weeklyDiscount] = useWatch({ control, name: ['loan_amount', 'weekly_discount'] });
  const { live, send, footer } = useLoanOffer({
    loan,
    amount,
    weeklyDiscount,
    dirty: formState.isDirty,
    mutation: edit,
    successKey: 'credits.done.edit',
    errorKey: 'credits.panel.edit_error',
    onDone,
  });
  const err = useFieldError(formState.errors);
  // The figures the employee signed offer nothing new (the server answers 422 edit_unchanged).
  const unchanged =
    parseAmount(amount) === parseAmount(loan.originalAmount) &&
    parseAmount(weeklyDiscount) === parseAmount(loan.weeklyDiscount);
  const submit = handleSubmit((values) =>
    send({
      loanId: loan.id,
      companyId,
      amount: values.loan_amount,
      weeklyDiscount: values.weekly_discount,
      reason: values.reason,
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <LoanFacts loan={loan} />
        <MoneyField
          control={control}
          name="loan_amount"
          label={t('credits.panel.amount_input')}
          error={err('loan_amount')}
          disabled={edit.isPending}
          testId="edit-amount"
        />
        <MoneyField
          control={control}
          name="weekly_discount"
          label={t('credits.panel.weekly_input')}
          error={err('weekly_discount')}
          disabled={edit.isPending}
          testId="edit-weekly"
        />
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Textarea
              {...field}
              value={field.value ?? ''}
              label={t('credits.panel.edit_reason_input')}
              placeholder={t('credits.panel.reason_placeholder')}
              rows={2}
              maxLength={MAX_LENGTH.reason}
              error={err('reason')}
              disabled={edit.isPending}
              data-testid="edit-reason"
            />
          )}
        />
        <QuoteSummary live={live} monthlyRate={loan.monthlyRate} deadline={loan.deadline} audience="staff" />
        <OfferWarnings loan={loan} live={live} />
        <Alert color="blue" variant="light" data-testid="edit-counter-offer-note">
          {t('credits.panel.edit_note')}
        </Alert>
        <LoanOfferFooter
          {...footer}
          canSubmit={formState.isValid && live.status === 'ok' && !unchanged && !edit.isPending}
          submitLabel={t('credits.panel.edit_send')}
          submitTestId="edit-save"
        />
      </Stack>
    </form>
  );
}
