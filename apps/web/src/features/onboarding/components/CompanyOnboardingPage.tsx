import { mayCreateCompany } from '@abono/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '@tabler/icons-react';
import { useSession } from '../../../lib/session/useSession';
import { ActivationCodeForm } from './ActivationCodeForm';

export interface CompanyOnboardingPageProps {
  /** The create-company dialog; the companies feature owns it and the router passes it in. */
  CreateCompanyDialog: ComponentType<{ opened: boolean; onClose: () => void }>;
}

/**
 * /company-onboarding: who holds the create-company grant creates a company; everybody else enters an activation code
 * or waits to be assigned.
 */
export function CompanyOnboardingPage({ CreateCompanyDialog }: CompanyOnboardingPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const mayCreate = mayCreateCompany(user.permissions);
  return (
    <Paper withBorder p="xl" maw={520} mx="auto" mt="xl" data-testid="company-onboarding-page">
      <Stack gap="md" align="flex-start">
        {/* The page's one heading, so its level is 1 (axe: page-has-heading-one); sized as the others. */}
        <Title order={1} size="h2">
          {t('company_onboarding.title')}
        </Title>
        {mayCreate ? (
          <>
            <Text c="dimmed">{t('company_onboarding.create_description')}</Text>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setOpen(true)}
              data-testid="company-onboarding-create"
            >
              {t('company.add')}
            </Button>
            <CreateCompanyDialog opened={open} onClose={() => setOpen(false)} />
          </>
        ) : (
          <>
            <Text c="dimmed" data-testid="company-onboarding-wait">
              {t('company_onboarding.wait_for_admin')}
            </Text>
            <ActivationCodeForm />
          </>
        )}
      </Stack>
    </Paper>
  );
}
