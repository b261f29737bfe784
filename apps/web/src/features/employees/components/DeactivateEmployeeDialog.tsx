import { savingsTotalSchema, type EmployeeListRow, type SavingsTotal } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/MoneyInput/MoneyInput';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useConfirmedLoansQuery } from '../api/useConfirmedLoansQuery';
import { useEmployeeStatusChange } from '../api/useEmployeeStatusChange';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';

export interface DeactivateEmployeeDialogProps {
  employee: EmployeeListRow;
  companyId: number;
  onClose: () => void;
}

/**
 * Deactivate an employee (spec 02 §4 "Deactivation flow", 03 §6). It first asks whether the
 * employee has confirmed loans in the company: with them, HR types the total savings (required,
 * a number ≥ 0; the error clears while typing) and the employee becomes terminated with that
 * amount; without them, one confirmation and the employee becomes fired with savings 0.
 */
export function DeactivateEmployeeDialog({ employee, companyId, onClose }: DeactivateEmployeeDialogProps) {
  const { t } = useTranslation();
  const check = useConfirmedLoansQuery(employee.id, companyId);
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
        <Text size="sm">{t('employees.deactivate.without_loans', { name: employee.name })}</Text>
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

interface WithSavingsProps {
  employee: EmployeeListRow;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (totalSavings: string) => void;
}

function WithSavings({ employee, pending, error, onCancel, onSubmit }: WithSavingsProps) {
  const { t } = useTranslation();
  // Checked on submit; typing clears the message (spec 02 §5) instead of judging a half-typed amount.
  const { control, handleSubmit, formState, clearErrors, setFocus } = useForm<{ totalSavings: string }, unknown, SavingsTotal>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The schema also takes a JSON number; the input only ever holds text.
    resolver: zodResolver(savingsTotalSchema) as unknown as Resolver<{ totalSavings: string }, unknown, SavingsTotal>,
    defaultValues: { totalSavings: '' },
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
              description={t('employees.deactivate.savings_hint')}
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
