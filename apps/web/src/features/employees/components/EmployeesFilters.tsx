import { EMPLOYEE_STATUSES } from '@abono/domain';
import { Group, NativeSelect } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/SearchBox/SearchBox';
import { ALL_STATUSES, type EmployeesView } from '../lib/employeesView';

export interface EmployeesFiltersProps {
  view: EmployeesView;
  onChange: (patch: Partial<EmployeesView>) => void;
}

/** Search (control number, name, e-mail or RFC; debounced, applied at once on Enter) and the status filter. */
export function EmployeesFilters({ view, onChange }: EmployeesFiltersProps) {
  const { t } = useTranslation();
  const commitSearch = useCallback((search: string) => onChange({ search }), [onChange]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchBox
        label={t('employees.search_label')}
        placeholder={t('employees.search_placeholder')}
        value={view.search}
        onCommit={commitSearch}
        testId="employees-search"
        w={{ base: '100%', xs: 320 }}
      />
      <NativeSelect
        label={t('employees.filter_status')}
        value={view.status}
        onChange={(e) => onChange({ status: e.currentTarget.value as EmployeesView['status'] })}
        data={[
          { value: ALL_STATUSES, label: t('employees.all_statuses') },
          ...EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`employees.status.${s}`) })),
        ]}
        data-testid="employees-status-filter"
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
