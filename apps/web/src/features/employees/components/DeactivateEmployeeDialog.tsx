import { formatMXN, savingsTotalSchema, type EmployeeListRow, type SavingsTotal } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/MoneyInput/MoneyInput';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useDeactivationPreviewQuery } from '../api/useDeactivationPreviewQuery';
import { useEmployeeStatusChange } from '../api/useEmployeeStatusChange';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { DeactivationLoans } from './DeactivationLoans';

/** Savings of 0.00 are what a record holds before any upload: nothing worth prefilling. */
const NO_SAVINGS = '0.00';

export interface DeactivateEmployeeDialogProps {
  employee: EmployeeListRow;
  companyId: number;
  onClose: () => void;
}

/**
 * Deactivate an employee (spec 02 §4 "Deactivation flow", 03 §6). It first reads what the
 * deactivation will do (deactivation-preview): every loan in flight with its outcome (pending
 * requests rejected, approved money not deposited, confirmed loans settled with the savings),
 * and that the account loses access to this company. With confirmed loans HR gives the total
 * savings, prefilled with those on record (required, a number ≥ 0; the error clears while
 * typing) and the employee becomes terminated; without them, one confirmation and the employee
 * becomes fired with savings 0, the dialog naming the savings on record it replaces.
 */
export function DeactivateEmployeeDialog({ employee, companyId, onClose }: DeactivateEmployeeDialogProps) {
  const { t } = useTranslation();
  const check = useDeactivationPreviewQuery(employee.id, companyId);
  const change = useEmployeeStatusChange();
  const pending = change.isPending;

  let body;
  if (check.isPending) {
    body = (
      <Group gap="sm" data-testid="deactivate-checking">
        <Loader size="sm" />
        <Text size="sm">{t('employees.deactivate.checking')}</Text>
      </Group>
    );
  } else if (check.isError) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert" data-testid="deactivate-check-error">
          {errorMessage(check.error, t('employees.deactivate.check_error'))}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (check.data.hasConfirmedLoans) {
    body = (
      <WithSavings
        employee={employee}
        savingsOnRecord={check.data.totalSavings}
        facts={<DeactivationFacts employee={employee} loans={check.data.loans} />}
        pending={pending}
        error={change.isError ? errorMessage(change.error, t('employees.deactivate.error')) : null}
        onCancel={onClose}
        onSubmit={(totalSavings) =>
          change.mutate(
            { kind: 'deactivate_with_savings', employeeId: employee.id, companyId, totalSavings },
            {
              onSuccess: () => {
                toast.success(t('employees.deactivate.done_with_savings'));
                onClose();
              },
            },
          )
        }
      />
    );
  } else {
    body = (
      <Stack gap="md" data-testid="deactivate-without-loans">
        <Text size="sm">
          {t('employees.deactivate.without_loans', { name: employee.name })}
          {check.data.totalSavings !== NO_SAVINGS && (
            <> {t('employees.deactivate.savings_replaced', { savings: formatMXN(check.data.totalSavings) })}</>
          )}
        </Text>
        <DeactivationFacts employee={employee} loans={check.data.loans} />
        {change.isError && (
          <Alert color="red" role="alert" data-testid="deactivate-error">
            {errorMessage(change.error, t('employees.deactivate.error'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={() =>
              change.mutate(
                { kind: 'deactivate', employeeId: employee.id, companyId },
                {
                  onSuccess: () => {
                    toast.success(t('employees.deactivate.done'));
                    onClose();
                  },
                },
              )
            }
            data-testid="deactivate-confirm"
          >
            {t('employees.deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={t('employees.deactivate.title', { name: employee.name })}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="deactivate-dialog"
    >
      {body}
    </Modal>
  );
}

/** The loans in flight and, for a linked account, the company access that ends. */
function DeactivationFacts({
  employee,
  loans,
}: {
  employee: EmployeeListRow;
  loans: Parameters<typeof DeactivationLoans>[0]['loans'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <DeactivationLoans loans={loans} />
      {employee.hasAccount && (
        <Text size="sm" data-testid="deactivate-access">
          {t('employees.deactivate.access_ends')}
        </Text>
      )}
    </>
  );
}

interface WithSavingsProps {
  employee: EmployeeListRow;
  savingsOnRecord: string;
  facts: ReactNode;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (totalSavings: string) => void;
}

function WithSavings({ employee, savingsOnRecord, facts, pending, error, onCancel, onSubmit }: WithSavingsProps) {
  const { t } = useTranslation();
  // Checked on submit; typing clears the message (spec 02 §5) instead of judging a half-typed amount.
  const { control, handleSubmit, formState, clearErrors, setFocus } = useForm<
    { totalSavings: string },
    unknown,
    SavingsTotal
  >({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The schema also takes a JSON number; the input only ever holds text.
    resolver: zodResolver(savingsTotalSchema) as unknown as Resolver<{ totalSavings: string }, unknown, SavingsTotal>,
    // The savings on record (the last upload) are the likely answer: HR confirms or corrects them.
    defaultValues: { totalSavings: savingsOnRecord === NO_SAVINGS ? '' : savingsOnRecord },
  });
  // The modal's focus trap placed focus while the loan check was still loading (data-autofocus
  // only counts at opening): the amount is what HR types next, so it takes the focus when shown.
  useEffect(() => setFocus('totalSavings'), [setFocus]);
  const message = formState.errors.totalSavings?.message;
  const submit = handleSubmit((values) => onSubmit(values.totalSavings));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="deactivate-with-loans">
      <Stack gap="md">
        <Text size="sm">{t('employees.deactivate.with_loans', { name: employee.name })}</Text>
        {facts}
        <Controller
          control={control}
          name="totalSavings"
          render={({ field }) => (
            <MoneyInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                clearErrors('totalSavings');
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              label={t('employees.deactivate.savings_label')}
              description={
                savingsOnRecord === NO_SAVINGS
                  ? t('employees.deactivate.savings_hint')
                  : t('employees.deactivate.savings_hint_on_record', { savings: formatMXN(savingsOnRecord) })
              }
              withAsterisk
              error={message ? t(message) : undefined}
              disabled={pending}
              data-autofocus
              data-testid="deactivate-savings"
            />
          )}
        />
        {error && (
          <Alert color="red" role="alert" data-testid="deactivate-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending} data-testid="deactivate-confirm">
            {t('employees.deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
