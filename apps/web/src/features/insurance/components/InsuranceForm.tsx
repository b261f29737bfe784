import {
  PAYMENT_METHODS,
  applyEligibility,
  formatDateEs,
  insuranceApplyFormSchema,
  todayInMexicoCity,
  type CompanySettingsResponse,
  type InsuranceApplyForm,
  type InsuranceType,
  type PaymentMethod,
} from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FileInput, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState, type ComponentProps } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { canApplyAs, useApplicant } from '../../../lib/session/useApplicant';
import { ApplicantFields } from '../../../components/ApplicantFields/ApplicantFields';
import { MoneyField } from '../../../components/MoneyInput/MoneyField';
import { computeLiveQuote } from '../../../components/QuoteSummary/liveQuote';
import { QuoteSummary } from '../../../components/QuoteSummary/QuoteSummary';
import { SignatureField } from '../../../components/SignaturePad/SignatureField';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useInsuranceRequestMutation } from '../api/useInsuranceRequestMutation';
import { PAYSLIP_ACCEPT, payslipProblem } from '../lib/payslip';
import { RequestFormFooter } from '../../../components/RequestPanel/RequestFormFooter';

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
  const { user } = useSession();
  const request = useInsuranceRequestMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [checkingFile, setCheckingFile] = useState(false);
  const today = useMemo(() => todayInMexicoCity(), []);
  const { control, handleSubmit, formState, setValue, setError } = useForm<FormValues, unknown, InsuranceApplyForm>({
    mode: 'all',
    resolver,
    defaultValues: { insurance_type: type, policy_amount: '', weekly_discount: '', payment_method: 'weekly', last_payslip: null, signature: '' },
  });
  const [amount, weeklyDiscount] = useWatch({ control, name: ['policy_amount', 'weekly_discount'] });

  const live = useMemo(
    () => computeLiveQuote({ today, deadline: terms.deadline, monthlyRatePercent: terms.interestRate, amount, weeklyDiscount }),
    [today, terms.deadline, terms.interestRate, amount, weeklyDiscount],
  );

  // The selected company's record (the panel is opened for it), never another company's.
  const employee = useApplicant(companyId);
  const readOnly = canApplyAs(employee)
    ? { date: today, employee_code: employee.controlNumber, name: employee.name, branch: employee.work_location }
    : null;
  // The server's own rule (an insurance request: hired, deadline, weeks), so the button never offers a sure refusal.
  const eligibility = applyEligibility({ kind: 'insurance', today, deadline: terms.deadline, hired: readOnly !== null });
  const deadlinePassed = !eligibility.ok && eligibility.reason === 'deadline_passed';
  const pending = request.isPending;
  const canSubmit = eligibility.ok && live.status === 'ok' && formState.isValid && !checkingFile && !pending;
  const err = (name: keyof FormValues) => {
    const key = formState.errors[name]?.message;
    return key ? t(key) : undefined;
  };

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

  const submit = handleSubmit((values) => {
    if (live.status !== 'ok' || !readOnly) return;
    setSubmitError(null);
    request.mutate(
      {
        companyId,
        tin: user?.tin ?? null,
        employee: readOnly,
        insuranceType: values.insurance_type,
        paymentMethod: values.payment_method,
        policyAmount: values.policy_amount,
        weeklyDiscount: values.weekly_discount,
        quote: live.quote,
        payslip: values.last_payslip as File,
        signature: values.signature,
      },
      {
        onSuccess: () => {
          toast.success(t('messages.insurance_request_sent'));
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(error, t('messages.insurance_request_error'));
          setSubmitError(message);
          toast.error(message);
        },
      },
    );
  });


  return (
    <form onSubmit={submit} noValidate data-testid="insurance-form">
      <Stack gap="md">
        {deadlinePassed && (
          <Alert color="red" variant="light" data-testid="deadline-passed" role="alert">
            {t('messages.deadline_passed')}
          </Alert>
        )}
        {!readOnly && (
          <Alert color="red" variant="light" data-testid="insurance-no-employee" role="alert">
            {t('apply.not_employee')}
          </Alert>
        )}
        <ApplicantFields
          date={formatDateEs(today)}
          employeeCode={employee?.controlNumber}
          name={employee?.name}
          branch={employee?.work_location}
          testIdPrefix="insurance"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MoneyField control={control} name="policy_amount" label={t('insurance.policy_amount')} error={err('policy_amount')} disabled={pending} testId="insurance-policy-amount" />
          <MoneyField control={control} name="weekly_discount" label={t('apply.weekly_discount')} error={err('weekly_discount')} disabled={pending} testId="insurance-weekly-discount" />
        </SimpleGrid>
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
                  <Radio key={method} value={method} label={t(`insurance.methods.${method}`)} disabled={pending} data-testid={`insurance-method-${method}`} />
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
        <QuoteSummary live={live} monthlyRate={terms.interestRate} deadline={terms.deadline} amountLabelKey="insurance.policy_amount" subject="insurance" />
        <Controller
          control={control}
          name="signature"
          render={({ field }) => (
            <SignatureField value={field.value} onChange={(v) => field.onChange(v)} error={err('signature')} disabled={pending} />
          )}
        />
        <RequestFormFooter
          testIdPrefix="insurance"
          submitLabel={t('insurance.submit')}
          submitError={submitError}
          pending={pending}
          canSubmit={canSubmit}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
