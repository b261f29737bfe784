import type { EmployeeCompanyAccess } from '@abono/domain';
import { Alert, Loader, Switch, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useCompanyAccessToggle } from '../api/useCompanyAccessToggle';

export interface EmployeeCompaniesTableProps {
  employeeId: number;
  companyId: number;
  query: UseQueryResult<EmployeeCompanyAccess>;
}

/**
 * The companies and the employee's access to each (id, company name, access switch). A switch
 * moves at once and waits, disabled, for the server; a refusal moves it back with the error.
 * Short lists (the companies one person manages), so no paging.
 */
export function EmployeeCompaniesTable({ employeeId, companyId, query }: EmployeeCompaniesTableProps) {
  const { t } = useTranslation();
  const toggle = useCompanyAccessToggle();
  // The access each switch is moving to while its call is under way. The cache's optimistic
  // update lands a tick later (after cancelling in-flight reads): without this the controlled
  // switch would snap back for a moment before moving.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());

  if (query.isPending) return <Loader size="sm" aria-label={t('table.loading')} data-testid="companies-loading" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" data-testid="companies-error">
        {errorMessage(query.error, t('employees.companies.load_error'))}
      </Alert>
    );
  }
  const { employee, rows } = query.data;

  const change = (targetCompanyId: number, companyName: string, grant: boolean) => {
    setPending((moving) => new Map(moving).set(targetCompanyId, grant));
    toggle.mutate(
      { employeeId, companyId, targetCompanyId, grant },
      {
        onSuccess: () =>
          toast.success(
            t(grant ? 'employees.companies.granted' : 'employees.companies.revoked', { company: companyName }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('employees.companies.error'))),
        onSettled: () =>
          setPending((moving) => {
            const next = new Map(moving);
            next.delete(targetCompanyId);
            return next;
          }),
      },
    );
  };

  return (
    <Table.ScrollContainer minWidth={360}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('employees.companies.table_label')}
        aria-busy={query.isFetching}
        data-testid="companies-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('employees.companies.columns.id')}</Table.Th>
            <Table.Th>{t('employees.companies.columns.name')}</Table.Th>
            <Table.Th w={120}>{t('employees.companies.columns.access')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3} ta="center" py="lg">
                <Text c="dimmed" data-testid="companies-empty">
                  {t('table.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`company-row-${row.id}`}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  <Switch
                    checked={pending.get(row.id) ?? row.hasAccess}
                    // Only an account linked to a record of the company may be given it (03 §6): off and unlinked
                    // stays off.
                    disabled={!employee.hasAccount || pending.has(row.id) || (!row.hasAccess && !row.hasRecord)}
                    description={
                      !row.hasAccess && !row.hasRecord && employee.hasAccount
                        ? t('employees.companies.no_record')
                        : undefined
                    }
                    onChange={(e) => change(row.id, row.name, e.currentTarget.checked)}
                    aria-label={t('employees.companies.toggle_label', { employee: employee.name, company: row.name })}
                    label={
                      (pending.get(row.id) ?? row.hasAccess)
                        ? t('employees.access.active')
                        : t('employees.access.inactive')
                    }
                    data-testid={`company-access-${row.id}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
