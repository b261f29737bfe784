import type { EmployeeImportResult, EmployeeListRow } from '@abono/domain';
import { Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable } from '../../../components/DataTable/DataTable';
import { listTableProps } from '../../../components/DataTable/listTableProps';
import { LoadingBar } from '../../../components/LoadingBar/LoadingBar';
import { errorMessage } from '../../../lib/http/ApiError';
import { useSession } from '../../../lib/session/useSession';
import { toast } from '../../../lib/toast';
import { downloadTerminationDocument } from '../../../lib/downloads/downloadTerminationDocument';
import type { RoleOption } from '../api/useRolesQuery';
import { useEmployeeListQuery } from '../api/useEmployeeListQuery';
import { canManageAuth } from '../lib/canManageAuth';
import type { EmployeeRowAction } from '../lib/employeeRowActions';
import type { EmployeesView } from '../lib/employeesView';
import type { ConfirmableAction } from './EmployeeActionDialog';
import { employeeColumns } from './employeeColumns';
import { EmployeesFilters } from './EmployeesFilters';

// The drawer, the dialogs and the error panel load when first opened: the list stays a small chunk.
const EmployeeFormPanel = lazy(() => import('./EmployeeFormPanel').then((m) => ({ default: m.EmployeeFormPanel })));
const ImportEmployeesDialog = lazy(() =>
  import('./ImportEmployeesDialog').then((m) => ({ default: m.ImportEmployeesDialog })),
);
const ImportErrorsPanel = lazy(() => import('./ImportErrorsPanel').then((m) => ({ default: m.ImportErrorsPanel })));
const DeactivateEmployeeDialog = lazy(() =>
  import('./DeactivateEmployeeDialog').then((m) => ({ default: m.DeactivateEmployeeDialog })),
);
const EmployeeActionDialog = lazy(() =>
  import('./EmployeeActionDialog').then((m) => ({ default: m.EmployeeActionDialog })),
);
const ActivationCodeDialog = lazy(() =>
  import('./ActivationCodeDialog').then((m) => ({ default: m.ActivationCodeDialog })),
);
const ResetCodeDialog = lazy(() => import('./ResetCodeDialog').then((m) => ({ default: m.ResetCodeDialog })));
const UnlinkAccountDialog = lazy(() =>
  import('./UnlinkAccountDialog').then((m) => ({ default: m.UnlinkAccountDialog })),
);

type Editing = { mode: 'create' } | { mode: 'edit'; employeeId: number } | null;

export interface EmployeesScreenProps {
  title: ReactNode;
  companyId: number;
  view: EmployeesView;
  onViewChange: (patch: Partial<EmployeesView>) => void;
}

/** The list of one company (remounted when the company changes): header buttons, filters, the table and its dialogs. */
export function EmployeesScreen({ title, companyId, view, onViewChange }: EmployeesScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useSession();
  const manageAuth = canManageAuth(user);
  const list = useEmployeeListQuery(companyId, view);
  const [editing, setEditing] = useState<Editing>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [importErrors, setImportErrors] = useState<EmployeeImportResult['results']['errors'] | null>(null);
  const [deactivating, setDeactivating] = useState<EmployeeListRow | null>(null);
  const [confirm, setConfirm] = useState<{ action: ConfirmableAction; employee: EmployeeListRow } | null>(null);
  const [activationFor, setActivationFor] = useState<EmployeeListRow | null>(null);
  const [resetFor, setResetFor] = useState<EmployeeListRow | null>(null);
  const [unlinking, setUnlinking] = useState<EmployeeListRow | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  // The roles the list has shown (id and name): the form's fallback while GET /roles is not there.
  const seenRoles = useRef(new Map<number, string>());
  for (const row of list.data?.rows ?? []) seenRoles.current.set(row.role.id, row.role.name);
  const knownRoles = (): RoleOption[] => [...seenRoles.current].map(([id, name]) => ({ id, name }));

  const downloadTermination = useCallback(
    (employee: EmployeeListRow) => {
      setDownloadingId(employee.id);
      downloadTerminationDocument(employee.id, companyId)
        .then(() => toast.success(t('employees.termination.downloaded')))
        .catch((error: unknown) => toast.error(errorMessage(error, t('employees.termination.error'))))
        .finally(() => setDownloadingId(null));
    },
    [companyId, t],
  );
  const onAction = useCallback(
    (action: EmployeeRowAction, employee: EmployeeListRow) => {
      if (action === 'edit') setEditing({ mode: 'edit', employeeId: employee.id });
      else if (action === 'deactivate') setDeactivating(employee);
      else if (action === 'termination_document') downloadTermination(employee);
      else if (action === 'activation_code') setActivationFor(employee);
      else if (action === 'reset_code') setResetFor(employee);
      else if (action === 'unlink_account') setUnlinking(employee);
      else setConfirm({ action, employee });
    },
    [downloadTermination],
  );
  const columns = useMemo(
    () => employeeColumns({ t, search: location.search, canManageAuth: manageAuth, busyId: downloadingId, onAction }),
    [t, location.search, manageAuth, downloadingId, onAction],
  );
  const data = list.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        {title}
        <Group gap="sm">
          <Button variant="default" onClick={() => setImportOpen(true)} data-testid="employees-import">
            {t('employees.import_button')}
          </Button>
          <Button onClick={() => setEditing({ mode: 'create' })} data-testid="employees-create">
            {t('employees.create_button')}
          </Button>
        </Group>
      </Group>
      <EmployeesFilters view={view} onChange={onViewChange} />
      <DataTable
        label={t('employees.table_label')}
        testId="employees-table"
        columns={columns}
        data={data?.rows ?? []}
        total={data?.total ?? 0}
        {...listTableProps(view, onViewChange)}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t('employees.load_error')) : null}
        onRetry={() => void list.refetch()}
        rowId={(r) => r.id}
        rowTestId={(r) => `employee-row-${r.controlNumber}`}
      />
      <Suspense fallback={<LoadingBar label={t('labels.loading')} />}>
        {editing && (
          <EmployeeFormPanel
            companyId={companyId}
            employeeId={editing.mode === 'edit' ? editing.employeeId : null}
            knownRoles={knownRoles()}
            onClose={() => setEditing(null)}
          />
        )}
        {importOpen && (
          <ImportEmployeesDialog
            companyId={companyId}
            onClose={() => setImportOpen(false)}
            onRowErrors={(errors) => {
              setImportOpen(false);
              setImportErrors(errors);
            }}
          />
        )}
        {importErrors && <ImportErrorsPanel errors={importErrors} onClose={() => setImportErrors(null)} />}
        {deactivating && (
          <DeactivateEmployeeDialog
            employee={deactivating}
            companyId={companyId}
            onClose={() => setDeactivating(null)}
          />
        )}
        {confirm && (
          <EmployeeActionDialog
            action={confirm.action}
            employee={confirm.employee}
            companyId={companyId}
            onClose={() => setConfirm(null)}
          />
        )}
        {activationFor && <ActivationCodeDialog employee={activationFor} onClose={() => setActivationFor(null)} />}
        {resetFor && <ResetCodeDialog employee={resetFor} companyId={companyId} onClose={() => setResetFor(null)} />}
        {unlinking && (
          <UnlinkAccountDialog employee={unlinking} companyId={companyId} onClose={() => setUnlinking(null)} />
        )}
      </Suspense>
    </Stack>
  );
}
