import {
  counterOfferFormSchema,
  suggestCounterOffer,
  type CounterOfferForm,
  type LoanDetailResponse,
} from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDirtyPanel, useGuardedClose } from '../../../components/SidePanel/discardGuard';
import { MoneyField } from '../../../components/MoneyInput/MoneyField';
import { useLiveQuote } from '../../../components/QuoteSummary/useLiveQuote';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useSendCounterOffer } from '../api/useSendCounterOffer';
import { QuoteSummary } from '../../../components/QuoteSummary/QuoteSummary';
import { LoanFacts } from './LoanFacts';
import { OfferWarnings } from './OfferWarnings';
import { LoanSidePanel } from './LoanSidePanel';

export interface CounterOfferSidePanelProps {
  loanId: number | null;
  companyId: number;
  onClose: () => void;
}

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
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setValue } = useForm<FormValues, unknown, CounterOfferForm>({
    mode: 'all',
    resolver: zodResolver(counterOfferFormSchema),
    defaultValues: { amount: '', weekly_discount: loan.weeklyDiscount, reason: '' },
  });
  const [amount, weeklyDiscount] = useWatch({ control, name: ['amount', 'weekly_discount'] });
  // Quoted as of the loan's request day, with its own rate and deadline (as the server does).
  const live = useLiveQuote({
    today: loan.requestedOn,
    deadline: loan.deadline,
    monthlyRatePercent: loan.monthlyRate,
    amount,
    weeklyDiscount,
  });
  const err = useFieldError(formState.errors);
  useDirtyPanel(formState.isDirty);
  const cancel = useGuardedClose(onDone);

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
    setSubmitError(null);
    send.mutate(
      {
        loanId: loan.id,
        companyId,
        amount: values.amount,
        weeklyDiscount: values.weekly_discount,
        reason: values.reason,
        quote: live.quote,
      },
      {
        onSuccess: () => {
          toast.success(t('credits.done.counter_offer'));
          onDone();
        },
        onError: (error) => setSubmitError(errorMessage(error, t('credits.panel.send_error'))),
      },
    );
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
              maxLength={500}
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
        {submitError && (
          <Alert color="red" role="alert" data-testid="counter-error">
            {submitError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={send.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!canSend} loading={send.isPending} data-testid="counter-send">
            {t('credits.panel.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
