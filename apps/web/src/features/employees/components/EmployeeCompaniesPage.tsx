import { MAX_SEARCH_LENGTH } from '@abono/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SearchBox } from '../../../components/SearchBox/SearchBox';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useSession } from '../../../lib/session/useSession';
import { useEmployeeCompaniesQuery } from '../api/useEmployeeCompaniesQuery';
import { canManageAuth } from '../lib/canManageAuth';
import { listReturnPath } from '../../../lib/listReturn';
import { EmployeeCompaniesTable } from './EmployeeCompaniesTable';

/**
 * /employees/:employeeId/companies (spec 02 "Employee companies page"): which of the
 * companies the caller manages this employee's account may enter, each with a switch that grants
 * or revokes it (manage_auth, 03 §5). The employee belongs to the selected company: choosing
 * another one goes back to the list.
 */
export function EmployeeCompaniesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { employeeId: rawId } = useParams();
  const employeeId = Number(rawId);
  const validId = Number.isInteger(employeeId) && employeeId > 0;
  const companyId = useSelectedCompanyId();
  const { user } = useSession();
  const allowed = canManageAuth(user);
  const [params, setParams] = useSearchParams();
  const urlSearch = (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH);
  // The router state (the list's view to go back to) survives the search's URL changes.
  const returnState: unknown = location.state;
  const commitSearch = useCallback(
    (search: string) => setParams(search.trim() ? { search } : {}, { replace: true, state: returnState }),
    [setParams, returnState],
  );

  const backPath = listReturnPath('employees', location.state);
  const firstCompany = useRef(companyId);
  useEffect(() => {
    if (firstCompany.current !== null && companyId !== firstCompany.current)
      void navigate('/employees', { replace: true });
  }, [companyId, navigate]);

  const companies = useEmployeeCompaniesQuery(employeeId, companyId, urlSearch, allowed && validId);
  const name = companies.data?.employee.name;

  let content;
  if (companyId === null) content = <Text c="dimmed">{t('labels.select_company_first')}</Text>;
  else if (!allowed) {
    content = (
      <Alert color="yellow" variant="light" data-testid="companies-no-permission">
        {t('employees.companies.no_permission')}
      </Alert>
    );
  } else if (!validId) {
    content = (
      <Alert color="red" role="alert">
        {t('errors.not_found')}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="md">
        <SearchBox
          label={t('employees.companies.search_label')}
          placeholder={t('employees.companies.search_placeholder')}
          value={urlSearch}
          onCommit={commitSearch}
          testId="companies-search"
          w={{ base: '100%', xs: 320 }}
        />
        {companies.data && !companies.data.employee.hasAccount && (
          <Alert color="yellow" variant="light" data-testid="companies-no-account">
            {t('employees.companies.no_account', { name: companies.data.employee.name })}
          </Alert>
        )}
        <EmployeeCompaniesTable employeeId={employeeId} companyId={companyId} query={companies} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" px={0} onClick={() => void navigate(backPath)} data-testid="companies-back">
          ← {t('employees.companies.back')}
        </Button>
      </Group>
      <Title order={1} size="h2" data-testid="companies-title">
        {name ? t('employees.companies.title', { name }) : t('nav.employee_companies')}
      </Title>
      {content}
    </Stack>
  );
}
