import { isOwnRecord } from '@abono/domain';
import { Alert, Fieldset, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../components/SidePanel/SidePanel';
import { errorMessage } from '../../../lib/http/ApiError';
import { useSession } from '../../../lib/session/useSession';
import { useEmployeeQuery } from '../api/useEmployeeQuery';
import type { RoleOption } from '../api/useRolesQuery';
import { EmployeeAccessCell } from './EmployeeAccessCell';
import { EmployeeForm } from './EmployeeForm';

export interface EmployeeFormPanelProps {
  companyId: number;
  /** null: create a new employee. */
  employeeId: number | null;
  /** Roles the list has shown, offered while GET /roles is not available. */
  knownRoles: RoleOption[];
  onClose: () => void;
}

/** The create / edit side drawer (spec 02 "Employees list"): full width below 768 px. */
export function EmployeeFormPanel({ companyId, employeeId, knownRoles, onClose }: EmployeeFormPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel
      opened
      onClose={onClose}
      title={t(employeeId === null ? 'employees.form.create_title' : 'employees.form.edit_title')}
      testId="employee-form-panel"
    >
      {employeeId === null ? (
        <EmployeeForm companyId={companyId} employee={null} knownRoles={knownRoles} onDone={onClose} />
      ) : (
        <EditEmployee companyId={companyId} employeeId={employeeId} knownRoles={knownRoles} onDone={onClose} />
      )}
    </SidePanel>
  );
}

function EditEmployee({
  companyId,
  employeeId,
  knownRoles,
  onDone,
}: {
  companyId: number;
  employeeId: number;
  knownRoles: RoleOption[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const employee = useEmployeeQuery(employeeId, companyId);
  const { user } = useSession();
  if (employee.isPending)
    return <Loader size="sm" aria-label={t('table.loading')} data-testid="employee-form-loading" />;
  if (employee.isError) {
    return (
      <Alert color="red" role="alert" data-testid="employee-form-load-error">
        {errorMessage(employee.error, t('employees.form.load_error'))}
      </Alert>
    );
  }
  // One's own record is changed by someone else (decision 097; the server refuses it with 403).
  const own = user !== null && isOwnRecord(user.id, [employee.data.userId]);
  return (
    <Stack gap="md">
      {own && (
        <Alert color="yellow" id="employee-own-hint" data-testid="employee-own-hint">
          {t('ownRecord.employee_hint')}
        </Alert>
      )}
      {/* Whether the record has an account: the RFC alone never links one, the activation code does. */}
      <Stack gap={4} data-testid="employee-form-account">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('employees.form.account')}
          </Text>
          <EmployeeAccessCell employee={employee.data} testIdPrefix="form-" />
        </Group>
        <Text size="xs" c="dimmed">
          {t(employee.data.hasAccount ? 'employees.form.account_linked_hint' : 'employees.form.no_account_hint')}
        </Text>
      </Stack>
      <Fieldset
        variant="unstyled"
        disabled={own}
        aria-describedby={own ? 'employee-own-hint' : undefined}
        data-testid="employee-form-fieldset"
      >
        <EmployeeForm
          key={employee.data.id}
          companyId={companyId}
          employee={employee.data}
          knownRoles={knownRoles}
          onDone={onDone}
        />
      </Fieldset>
    </Stack>
  );
}
