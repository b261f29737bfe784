import { mayCreateCompany, type Grant } from '@abono/domain';
import { Button, Loader, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useCompaniesQuery } from '../api/useCompaniesQuery';
import { useAutoSelectCompany } from '../useAutoSelectCompany';
import { CompanyAvatar } from './CompanyAvatar';
import { CreateCompanyDialog } from './CreateCompanyDialog';

/**
 * Header company switcher (spec 01 §2): accessible companies with logo or
 * initials, auto-selection of the first, the add-company action for who holds the
 * create-company grant (admin and super_admin by default), and empty and error states.
 */
export function CompanySwitcher({ grants }: { grants: readonly Grant[] }) {
  const { t } = useTranslation();
  const companies = useCompaniesQuery();
  const selectedId = useAutoSelectCompany(companies.data);
  const [createOpen, setCreateOpen] = useState(false);
  const selected = companies.data?.find((c) => c.id === selectedId) ?? null;
  const mayCreate = mayCreateCompany(grants);

  return (
    <>
      <Menu position="bottom-end" width={280} shadow="md" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            data-testid="company-switcher"
            // Named by its content (WCAG 2.5.3, label in name): a hidden «Empresa seleccionada:» before
            // the company's name, or «Seleccionar empresa»; the logo's initial is decoration. An
            // aria-label would have to repeat what is shown, initial included.
            title={selected?.name}
            leftSection={
              selected ? (
                <span aria-hidden>
                  <CompanyAvatar company={selected} size={22} />
                </span>
              ) : undefined
            }
            rightSection={<IconChevronDown size={16} aria-hidden />}
            // Wide screens show the whole legal name ("… S.A. de C.V."); narrow ones cut it with an ellipsis.
            maw={{ base: 160, sm: 240, md: 320, lg: 480 }}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {selected && <VisuallyHidden>{`${t('company.switcher_label')}:`}</VisuallyHidden>}{' '}
            <span data-testid="company-switcher-current">{selected ? selected.name : t('company.select')}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="company-switcher-menu">
          <Menu.Label>{t('company.companies')}</Menu.Label>
          {companies.isPending && (
            <Menu.Item disabled leftSection={<Loader size="xs" />}>
              {t('labels.loading')}
            </Menu.Item>
          )}
          {companies.isError && (
            <Text size="sm" c="red" px="sm" py="xs" data-testid="company-switcher-error" role="alert">
              {t('messages.operation_error')}
            </Text>
          )}
          {companies.data && companies.data.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py="xs" data-testid="company-switcher-empty">
              {t('company.no_access')}
            </Text>
          )}
          {companies.data?.map((company) => (
            <Menu.Item
              key={company.id}
              data-testid={`company-option-${company.id}`}
              aria-current={company.id === selectedId ? 'true' : undefined}
              leftSection={<CompanyAvatar company={company} size={24} />}
              rightSection={company.id === selectedId ? <IconCheck size={16} aria-hidden /> : undefined}
              onClick={() => setSelectedCompanyId(company.id)}
            >
              {company.name}
            </Menu.Item>
          ))}
          {mayCreate && (
            <>
              <Menu.Divider />
              <Menu.Item
                data-testid="add-company-button"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCreateOpen(true)}
              >
                {t('company.add')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {mayCreate && <CreateCompanyDialog opened={createOpen} onClose={() => setCreateOpen(false)} />}
    </>
  );
}
