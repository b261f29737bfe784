import { BANK_CODES, BANK_NAMES, EDITABLE_EMPLOYEE_STATUSES, MAX_LENGTH, type EmployeeDetail } from '@abono/domain';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDirtyPanel, useGuardedClose } from '../../../components/SidePanel/discardGuard';
import i18n from '../../../i18n/i18n';
import { useFieldError } from '../../../lib/forms/useFieldError';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useRolesQuery, type RoleOption } from '../api/useRolesQuery';
import { useSaveEmployee } from '../api/useSaveEmployee';
import { employeeFormResolver, type EmployeeFormOutput, type EmployeeFormValues } from '../lib/employeeFormResolver';
import { roleLabel, sortRoles } from '../lib/roleLabel';

export interface EmployeeFormProps {
  companyId: number;
  /** null: a new employee. */
  employee: EmployeeDetail | null;
  knownRoles: RoleOption[];
  onDone: () => void;
}

const FIELDS: readonly FieldPath<EmployeeFormValues>[] = [
  'controlNumber',
  'name',
  'email',
  'phone',
  'status',
  'accountNumber',
  'bank',
  'work_location',
  'tin',
  'role_id',
];
const isField = (name: string): name is FieldPath<EmployeeFormValues> => (FIELDS as readonly string[]).includes(name);

function defaultsOf(employee: EmployeeDetail | null, companyId: number): EmployeeFormValues {
  return {
    controlNumber: employee?.controlNumber ?? '',
    name: employee?.name ?? '',
    email: employee?.email ?? '',
    phone: employee?.phone ?? '',
    status: employee?.status === 'terminated' ? undefined : (employee?.status ?? 'hired'),
    accountNumber: employee?.accountNumber ?? '',
    bank: employee?.bank ?? '',
    work_location: employee?.workLocation ?? '',
    tin: employee?.tin ?? '',
    role_id: employee ? String(employee.role.id) : '',
    company_id: companyId,
  };
}

/**
 * The roles offered: GET /employees/roles when it answers, else those the list has shown; always the employee's own.
 */
function roleOptionsOf(
  fromServer: RoleOption[] | undefined,
  known: RoleOption[],
  own: RoleOption | null,
): RoleOption[] {
  const byId = new Map<number, RoleOption>();
  for (const role of [...(fromServer ?? known), ...(own ? [own] : [])]) byId.set(role.id, role);
  return sortRoles([...byId.values()]);
}

/**
 * The employee drawer's form (spec 02 "Employees list", §5): control number, name, e-mail and
 * phone (edit only), status (hired by default), account number and bank, work location, RFC and
 * role. Validated as typed with the domain schema; a refusal of the server that names fields
 * (400 validation, 409 duplicate control number) is shown beside those fields.
 */
export function EmployeeForm({ companyId, employee, knownRoles, onDone }: EmployeeFormProps) {
  const { t } = useTranslation();
  const mode = employee ? 'edit' : 'create';
  const save = useSaveEmployee();
  const roles = useRolesQuery(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const terminated = employee?.status === 'terminated';
  const resolver = useMemo(() => employeeFormResolver(mode), [mode]);
  const { register, handleSubmit, formState, setError, getValues, resetField } = useForm<
    EmployeeFormValues,
    unknown,
    EmployeeFormOutput
  >({
    mode: 'onTouched',
    resolver,
    defaultValues: defaultsOf(employee, companyId),
  });

  const roleOptions = useMemo(
    () =>
      roleOptionsOf(
        roles.isSuccess && roles.data.length > 0 ? roles.data : undefined,
        knownRoles,
        employee ? employee.role : null,
      ),
    [roles.isSuccess, roles.data, knownRoles, employee],
  );
  // A new employee is a plain employee unless HR chooses otherwise (03 §4's import default too).
  useEffect(() => {
    if (employee || getValues('role_id') !== '') return;
    const plain = roleOptions.find((r) => r.name === 'employee');
    // As the form's starting value, not a change: an untouched form must not ask before closing.
    if (plain) resetField('role_id', { defaultValue: String(plain.id) });
  }, [employee, roleOptions, getValues, resetField]);

  const err = useFieldError(formState.errors);
  useDirtyPanel(formState.isDirty);
  const cancel = useGuardedClose(onDone);

  const showServerError = (error: unknown) => {
    const fields = isApiError(error) ? Object.entries(error.fields ?? {}).filter(([name]) => isField(name)) : [];
    for (const [name, key] of fields) {
      // The field's own key when the catalog has it, else the server's (Spanish) message.
      const message = i18n.exists(key) ? key : isApiError(error) && error.serverMessage ? error.serverMessage : key;
      setError(name as FieldPath<EmployeeFormValues>, { type: 'server', message }, { shouldFocus: true });
    }
    if (fields.length === 0) setFormError(errorMessage(error, t('messages.operation_error')));
  };

  const submit = handleSubmit((values) => {
    setFormError(null);
    // A new employee's form always carries a status (the schema's default is hired).
    save.mutate(
      employee
        ? { kind: 'update', employeeId: employee.id, body: values }
        : { kind: 'create', body: { ...values, status: values.status ?? 'hired' } },
      {
        onSuccess: () => {
          toast.success(t(employee ? 'employees.form.updated' : 'employees.form.created'));
          onDone();
        },
        onError: showServerError,
      },
    );
  });

  const pending = save.isPending;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="employee-form">
      <Stack gap="sm">
        <TextInput
          label={t('employees.form.control_number')}
          withAsterisk
          maxLength={MAX_LENGTH.controlNumber}
          error={err('controlNumber')}
          disabled={pending}
          data-testid="employee-control-number"
          {...register('controlNumber')}
        />
        <TextInput
          label={t('employees.form.name')}
          withAsterisk
          maxLength={MAX_LENGTH.name}
          error={err('name')}
          disabled={pending}
          data-testid="employee-name"
          {...register('name')}
        />
        {employee && (
          <>
            <TextInput
              label={t('employees.form.email')}
              type="email"
              maxLength={MAX_LENGTH.email}
              error={err('email')}
              disabled={pending}
              data-testid="employee-email"
              {...register('email')}
            />
            <TextInput
              label={t('employees.form.phone')}
              type="tel"
              maxLength={MAX_LENGTH.phone}
              error={err('phone')}
              disabled={pending}
              data-testid="employee-phone"
              {...register('phone')}
            />
          </>
        )}
        {terminated ? (
          // Only a deactivation with savings sets it, and only Activar undoes it (03 §6): shown, never sent.
          <TextInput
            label={t('employees.form.status')}
            description={t('employees.form.status_terminated_hint')}
            value={t('employees.status.terminated')}
            readOnly
            data-testid="employee-status-terminated"
          />
        ) : (
          <NativeSelect
            label={t('employees.form.status')}
            data={EDITABLE_EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`employees.status.${s}`) }))}
            error={err('status')}
            disabled={pending}
            data-testid="employee-status"
            {...register('status')}
          />
        )}
        <TextInput
          label={t('employees.form.account_number')}
          description={t('employees.form.account_hint')}
          inputMode="numeric"
          maxLength={18}
          error={err('accountNumber')}
          disabled={pending}
          data-testid="employee-account-number"
          {...register('accountNumber', { deps: ['bank'] })}
        />
        <NativeSelect
          label={t('employees.form.bank')}
          withAsterisk
          data={[
            { value: '', label: t('employees.form.bank_placeholder') },
            ...BANK_CODES.map((code) => ({ value: code, label: `${code} ${BANK_NAMES[code]}` })),
          ]}
          error={err('bank')}
          disabled={pending}
          data-testid="employee-bank"
          {...register('bank', { deps: ['accountNumber'] })}
        />
        <TextInput
          label={t('employees.form.work_location')}
          withAsterisk
          maxLength={MAX_LENGTH.location}
          error={err('work_location')}
          disabled={pending}
          data-testid="employee-work-location"
          {...register('work_location')}
        />
        <TextInput
          label={t('employees.form.tin')}
          maxLength={MAX_LENGTH.tin}
          error={err('tin')}
          disabled={pending}
          data-testid="employee-tin"
          {...register('tin')}
        />
        <NativeSelect
          label={t('employees.form.role')}
          withAsterisk
          data={[
            { value: '', label: t('employees.form.role_placeholder') },
            ...roleOptions.map((r) => ({ value: String(r.id), label: roleLabel(r.name, t) })),
          ]}
          error={err('role_id')}
          disabled={pending || roles.isPending}
          data-testid="employee-role"
          {...register('role_id')}
        />
        {formError && (
          <Alert color="red" role="alert" data-testid="employee-form-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={cancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={pending} data-testid="employee-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
