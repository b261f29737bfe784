import { loanApplyFormSchema, type LoanApplyForm, type OfferResponse } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { ApplicantFields } from '../../../components/ApplicantFields/ApplicantFields';
import { QuoteSummary } from '../../../components/QuoteSummary/QuoteSummary';
import { useApplyLoanMutation } from '../api/useApplyLoanMutation';
import { ContractPreviewButton } from './ContractPreviewButton';
import { RequestAmountFields } from '../../../components/RequestPanel/RequestAmountFields';
import { SignAndSubmit } from '../../../components/RequestPanel/SignAndSubmit';
import { useSignedSubmit } from '../../../components/RequestPanel/useSignedSubmit';

interface FormValues {
  loan_amount: string;
  weekly_discount: string;
  signature: string;
}

const REASON_KEYS: Record<NonNullable<OfferResponse['reason']>, string> = {
  deadline_passed: 'errors.deadline_passed',
  not_employee: 'apply.not_employee',
  no_weeks_available: 'errors.no_weeks_available',
  active_loan_exists: 'errors.active_loan_exists',
};

/**
 * The loan application form (spec 01 §2 "Loan apply panel", §5, §8): read-only fields
 * from the applicant's record in the offer's company (useApplicant), amount and weekly
 * discount checked by the domain schema, the live quote, the contract preview, the
 * signature and the multipart submit.
 */
export function ApplyForm({ offer, onClose }: { offer: OfferResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyLoanMutation();
  const { control, handleSubmit, formState } = useForm<FormValues, unknown, LoanApplyForm>({
    mode: 'all',
    resolver: zodResolver(loanApplyFormSchema),
    defaultValues: { loan_amount: '', weekly_discount: '', signature: '' },
  });
  const [amount, weeklyDiscount] = useWatch({ control, name: ['loan_amount', 'weekly_discount'] });
  // The applicant of the offer's company, the live quote with the offer's rate and deadline.
  const request = useSignedSubmit({
    mutation: apply,
    companyId: offer.companyId,
    quote: {
      today: offer.today,
      deadline: offer.deadline,
      monthlyRatePercent: offer.interestRate,
      amount,
      weeklyDiscount,
    },
    dirty: formState.isDirty,
    successKey: 'apply.success',
    errorKey: 'apply.error',
    onDone: onClose,
  });
  const { live, applicant, readOnly } = request;
  const pending = apply.isPending;
  const quoteReady = live.status === 'ok';
  const canSubmit = offer.canApply && readOnly !== null && quoteReady && formState.isValid && !pending;
  const err = useFieldError(formState.errors);

  const submit = handleSubmit((values) => {
    if (!offer.deadline) return;
    request.send(values.signature, {
      companyId: offer.companyId,
      productId: offer.product.id,
      deadline: offer.deadline,
      loanAmount: values.loan_amount,
      weeklyDiscount: values.weekly_discount,
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="apply-form">
      <Stack gap="md">
        <Text fw={600} data-testid="apply-product-name">
          {offer.product.name}
        </Text>
        {offer.reason === 'deadline_passed' ? (
          <Alert color="red" variant="light" data-testid="deadline-passed" role="alert">
            {t('errors.deadline_passed')}
          </Alert>
        ) : (
          offer.reason && (
            <Alert color="red" variant="light" data-testid="apply-blocked" role="alert">
              {t(REASON_KEYS[offer.reason])}
            </Alert>
          )
        )}
        <ApplicantFields employee={applicant} date={offer.today} testIdPrefix="apply" />
        <RequestAmountFields
          control={control}
          amountName="loan_amount"
          amountLabel={t('apply.loan_amount')}
          amountTestId="apply-amount"
          testIdPrefix="apply"
          err={err}
          disabled={pending}
        />
        <QuoteSummary live={live} monthlyRate={offer.interestRate} deadline={offer.deadline} />
        <Group gap="xs">
          <ContractPreviewButton
            disabled={!offer.canApply || !quoteReady}
            query={
              live.status === 'ok'
                ? {
                    company_id: offer.companyId,
                    product_id: offer.product.id,
                    loan_amount: live.amount,
                    weekly_discount: live.weeklyDiscount,
                  }
                : null
            }
          />
        </Group>
        <SignAndSubmit
          control={control}
          signatureError={err('signature')}
          testIdPrefix="apply"
          submitLabel={t('apply.submit')}
          canSubmit={canSubmit}
          {...request.footer}
        />
      </Stack>
    </form>
  );
}
