import {
  MAX_LENGTH,
  counterOfferFormSchema,
  suggestCounterOffer,
  type CounterOfferForm,
  type LoanDetailResponse,
} from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../../components/MoneyInput/MoneyField';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { useSendCounterOffer } from '../api/useSendCounterOffer';
import { QuoteSummary } from '../../../components/QuoteSummary/QuoteSummary';
import { LoanFacts } from './LoanFacts';
import { LoanOfferFooter } from './LoanOfferFooter';
import { OfferWarnings } from './OfferWarnings';
import { LoanSidePanel, type LoanPanelProps } from './LoanSidePanel';
import { useLoanOffer } from './useLoanOffer';

export type CounterOfferSidePanelProps = LoanPanelProps;

/**
 * The counter-offer side panel (spec 02): the loan, three inputs, the live summary with the
 * yellow or green note (the apply panel's QuoteSummary), Suggest, Cancel and Send.
 */
export function CounterOfferSidePanel({ loanId, companyId, onClose }: CounterOfferSidePanelProps) {
  const { t } = useTranslation();
  return (
    <LoanSidePanel loanId={loanId} title={t('credits.panel.title')} testId="counter-offer-side-panel" onClose={onClose}>
      {(loan) => <CounterOfferForm loan={loan} companyId={companyId} onDone={onClose} />}
    </LoanSidePanel>
  );
}

interface FormValues {
  amount: string;
  weekly_discount: string;
  reason: string;
}

function CounterOfferForm({
  loan,
  companyId,
  onDone,
}: {
  loan: LoanDetailResponse;
  companyId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendCounterOffer();
  const [suggestNote, setSuggestNote] = useState<string | null>(null);
  const { control, handleSubmit, formState, setValue } = useForm<FormValues, unknown, CounterOfferForm>({
    mode: 'all',
    resolver: zodResolver(counterOfferFormSchema),
    defaultValues: { amount: '', weekly_discount: loan.weeklyDiscount, reason: '' },
  });
  const [amount, weeklyDiscount] = useWatch({ control, name: ['amount', 'weekly_discount'] });
  const {
    live,
    send: sendOffer,
    footer,
  } = useLoanOffer({
    loan,
    amount,
    weeklyDiscount,
    dirty: formState.isDirty,
    mutation: send,
    successKey: 'credits.done.counter_offer',
    errorKey: 'credits.panel.send_error',
    onDone,
  });
  const err = useFieldError(formState.errors);

  const suggest = () => {
    const weekly = live.status === 'ok' ? live.weeklyDiscount : loan.weeklyDiscount;
    const suggestion = suggestCounterOffer({
      requestedOn: loan.requestedOn,
      deadline: loan.deadline,
      monthlyRatePercent: loan.monthlyRate,
      weeklyDiscount: weekly,
      savings: loan.totalSavings,
      maxAmount: loan.originalAmount,
    });
    if (!suggestion) {
      setSuggestNote(t('credits.panel.suggest_none'));
      return;
    }
    setSuggestNote(null);
    setValue('weekly_discount', weekly, { shouldValidate: true, shouldDirty: true });
    setValue('amount', suggestion.amount, { shouldValidate: true, shouldDirty: true });
  };

  const submit = handleSubmit((values) => {
    if (live.status !== 'ok') return;
    sendOffer({
      loanId: loan.id,
      companyId,
      amount: values.amount,
      weeklyDiscount: values.weekly_discount,
      reason: values.reason,
      quote: live.quote,
    });
  });
  const canSend = formState.isValid && live.status === 'ok' && !send.isPending;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <LoanFacts loan={loan} />
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <MoneyField
              control={control}
              name="amount"
              label={t('credits.panel.amount_input')}
              error={err('amount')}
              disabled={send.isPending}
              testId="counter-amount"
            />
          </div>
          <Button
            variant="default"
            onClick={suggest}
            disabled={send.isPending}
            title={t('credits.panel.suggest_hint')}
            data-testid="counter-suggest"
          >
            {t('credits.panel.suggest')}
          </Button>
        </Group>
        {suggestNote && (
          <Text size="sm" c="orange" role="status" data-testid="counter-suggest-none">
            {suggestNote}
          </Text>
        )}
        <MoneyField
          control={control}
          name="weekly_discount"
          label={t('credits.panel.weekly_input')}
          error={err('weekly_discount')}
          disabled={send.isPending}
          testId="counter-weekly"
        />
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Textarea
              {...field}
              label={t('credits.panel.reason_input')}
              placeholder={t('credits.panel.reason_placeholder')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={MAX_LENGTH.reason}
              error={err('reason')}
              disabled={send.isPending}
              data-testid="counter-reason"
            />
          )}
        />
        <QuoteSummary
          live={live}
          monthlyRate={loan.monthlyRate}
          deadline={loan.deadline}
          amountLabelKey="credits.panel.amount_input"
          audience="staff"
        />
        <OfferWarnings loan={loan} live={live} />
        <LoanOfferFooter
          {...footer}
          canSubmit={canSend}
          submitLabel={t('credits.panel.send')}
          submitTestId="counter-send"
          errorTestId="counter-error"
        />
      </Stack>
    </form>
  );
}
