import {
  PAYMENT_METHODS,
  applyEligibility,
  insuranceApplyFormSchema,
  todayInMexicoCity,
  type CompanySettingsResponse,
  type InsuranceApplyForm,
  type InsuranceType,
  type PaymentMethod,
} from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FileInput, Group, Radio, Stack } from '@mantine/core';
import { useMemo, useState, type ComponentProps } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { ApplicantFields } from '../../../components/ApplicantFields/ApplicantFields';
import { QuoteSummary } from '../../../components/QuoteSummary/QuoteSummary';
import { useInsuranceRequestMutation } from '../api/useInsuranceRequestMutation';
import { PAYSLIP_ACCEPT, payslipProblem } from '../lib/payslip';
import { RequestAmountFields } from '../../../components/RequestPanel/RequestAmountFields';
import { SignAndSubmit } from '../../../components/RequestPanel/SignAndSubmit';
import { useSignedSubmit } from '../../../components/RequestPanel/useSignedSubmit';

interface FormValues {
  insurance_type: InsuranceType;
  policy_amount: string;
  weekly_discount: string;
  payment_method: PaymentMethod;
  last_payslip: File | null;
  signature: string;
}

const resolver = zodResolver(insuranceApplyFormSchema) as unknown as Resolver<FormValues, unknown, InsuranceApplyForm>;

/**
 * The insurance request form (spec 01 §2 "Insurance offers screen", §5, §8): the same
 * read-only fields (the user's employee record in this company), policy amount, weekly discount,
 * payment method, the PDF payslip (checked by name, size and first bytes before upload),
 * the signature and the live quote with the company's rate and deadline.
 */
export function InsuranceForm({
  companyId,
  type,
  terms,
  onClose,
}: {
  companyId: number;
  type: InsuranceType;
  terms: CompanySettingsResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useInsuranceRequestMutation();
  const [checkingFile, setCheckingFile] = useState(false);
  const today = useMemo(() => todayInMexicoCity(), []);
  const { control, handleSubmit, formState, setValue, setError } = useForm<FormValues, unknown, InsuranceApplyForm>({
    mode: 'all',
    resolver,
    defaultValues: {
      insurance_type: type,
      policy_amount: '',
      weekly_discount: '',
      payment_method: 'weekly',
      last_payslip: null,
      signature: '',
    },
  });
  const [amount, weeklyDiscount] = useWatch({ control, name: ['policy_amount', 'weekly_discount'] });
  // The selected company's record (the panel is opened for it), the live quote with its terms.
  const request = useSignedSubmit({
    mutation,
    companyId,
    quote: { today, deadline: terms.deadline, monthlyRatePercent: terms.interestRate, amount, weeklyDiscount },
    dirty: formState.isDirty,
    successKey: 'messages.insurance_request_sent',
    errorKey: 'messages.insurance_request_error',
    onDone: onClose,
  });
  const { live, applicant: employee, readOnly } = request;
  // The server's own rule (an insurance request: hired, deadline, weeks), so the button never offers a sure refusal.
  const eligibility = applyEligibility({
    kind: 'insurance',
    today,
    deadline: terms.deadline,
    hired: readOnly !== null,
  });
  const deadlinePassed = !eligibility.ok && eligibility.reason === 'deadline_passed';
  const pending = mutation.isPending;
  const canSubmit = eligibility.ok && live.status === 'ok' && formState.isValid && !checkingFile && !pending;
  const err = useFieldError(formState.errors);

  const pickPayslip = async (file: File | null) => {
    if (!file) {
      setValue('last_payslip', null, { shouldValidate: true, shouldTouch: true });
      return;
    }
    setCheckingFile(true);
    const problem = await payslipProblem(file);
    setCheckingFile(false);
    if (problem) {
      setValue('last_payslip', null, { shouldTouch: true });
      setError('last_payslip', { type: 'manual', message: problem });
      return;
    }
    setValue('last_payslip', file, { shouldValidate: true, shouldTouch: true });
  };

  const submit = handleSubmit((values) =>
    request.send(values.signature, {
      companyId,
      insuranceType: values.insurance_type,
      paymentMethod: values.payment_method,
      policyAmount: values.policy_amount,
      weeklyDiscount: values.weekly_discount,
      payslip: values.last_payslip as File,
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="insurance-form">
      <Stack gap="md">
        {deadlinePassed && (
          <Alert color="red" variant="light" data-testid="deadline-passed" role="alert">
            {t('errors.insurance_deadline_passed')}
          </Alert>
        )}
        {!readOnly && (
          <Alert color="red" variant="light" data-testid="insurance-no-employee" role="alert">
            {t('apply.not_employee')}
          </Alert>
        )}
        <ApplicantFields employee={employee} date={today} testIdPrefix="insurance" />
        <RequestAmountFields
          control={control}
          amountName="policy_amount"
          amountLabel={t('insurance.policy_amount')}
          amountTestId="insurance-policy-amount"
          testIdPrefix="insurance"
          err={err}
          disabled={pending}
        />
        <Controller
          control={control}
          name="payment_method"
          render={({ field }) => (
            <Radio.Group
              name={field.name}
              value={field.value}
              onChange={(v) => field.onChange(v as PaymentMethod)}
              label={t('insurance.payment_method')}
              withAsterisk
              error={err('payment_method')}
            >
              <Group mt="xs" gap="lg">
                {PAYMENT_METHODS.map((method) => (
                  <Radio
                    key={method}
                    value={method}
                    label={t(`insurance.methods.${method}`)}
                    disabled={pending}
                    data-testid={`insurance-method-${method}`}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="last_payslip"
          render={({ field }) => (
            <FileInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(file) => void pickPayslip(file)}
              onBlur={field.onBlur}
              accept={PAYSLIP_ACCEPT}
              label={t('insurance.payslip')}
              description={t('insurance.payslip_hint')}
              placeholder={t('insurance.payslip_placeholder')}
              clearable
              clearButtonProps={{ 'aria-label': t('actions.remove_file') }}
              withAsterisk
              error={err('last_payslip')}
              disabled={pending}
              data-testid="insurance-payslip"
              fileInputProps={{ 'data-testid': 'insurance-payslip-input' } as ComponentProps<'input'>}
            />
          )}
        />
        <QuoteSummary
          live={live}
          monthlyRate={terms.interestRate}
          deadline={terms.deadline}
          amountLabelKey="insurance.policy_amount"
          subject="insurance"
        />
        <SignAndSubmit
          control={control}
          signatureError={err('signature')}
          testIdPrefix="insurance"
          submitLabel={t('insurance.submit')}
          canSubmit={canSubmit}
          {...request.footer}
        />
      </Stack>
    </form>
  );
}
