import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useEmployeesView } from '../lib/useEmployeesView';
import { EmployeesScreen } from './EmployeesScreen';

/**
 * /employees (spec 02 "Employees list"): the selected company's employees, their
 * create/edit drawer, import, deactivation and access actions. The view lives in the URL; another
 * company reads its own list from page 1, with every dialog of the previous one closed.
 */
export function EmployeesPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  const [view, setView] = useEmployeesView();
  const previous = useRef(companyId);
  useEffect(() => {
    if (previous.current !== null && companyId !== null && previous.current !== companyId && view.page !== 1)
      setView({ page: 1 });
    previous.current = companyId;
  }, [companyId, view.page, setView]);

  const title = (
    <Title order={1} size="h2">
      {t('employees.title')}
    </Title>
  );
  if (companyId === null) {
    return (
      <Stack gap="md">
        {title}
        <Text c="dimmed" data-testid="employees-no-company">
          {t('labels.select_company_first')}
        </Text>
      </Stack>
    );
  }
  return <EmployeesScreen key={companyId} title={title} companyId={companyId} view={view} onViewChange={setView} />;
}
