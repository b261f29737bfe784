import { INSURANCE_TYPES, type InsuranceType } from '@abono/domain';
import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotApplicantNotice } from '../../../components/NotApplicantNotice';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { canApplyAs, useApplicant } from '../../../lib/session/useApplicant';
import { InsuranceIcon } from '../lib/insuranceIcons';

/** The request panel (form, zod, quote) loads when "Ver detalles" is first pressed. */
const InsurancePanel = lazy(() => import('./InsurancePanel'));

/** Insurance offers (spec 01 §2, route /insurance-offers): the seven static types. */
export function InsuranceOffersPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  const isApplicant = canApplyAs(useApplicant(companyId));
  const [panel, setPanel] = useState<{ type: InsuranceType; opened: boolean } | null>(null);

  return (
    <Stack data-testid="insurance-page">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('insurance.title')}
        </Title>
        <Button component={Link} to="/" variant="subtle">
          {t('insurance.loans_link')}
        </Button>
      </Group>
      <Text c="dimmed">{t('insurance.subtitle')}</Text>
      {companyId === null && (
        <Alert color="yellow" variant="light" data-testid="no-company">
          {t('labels.select_company_first')}
        </Alert>
      )}
      {companyId !== null && !isApplicant && <NotApplicantNotice />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {INSURANCE_TYPES.map((type) => (
          <Card key={type} withBorder radius="md" padding="lg" data-testid={`insurance-card-${type}`}>
            <Stack gap="sm" h="100%" justify="space-between">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={44} radius="md">
                  <InsuranceIcon type={type} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Title order={2} size="h4">
                    {t(`insurance.types.${type}.name`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`insurance.types.${type}.description`)}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="light"
                // The types stay readable; the request form needs a hired record here.
                disabled={companyId === null || !isApplicant}
                onClick={() => setPanel({ type, opened: true })}
                aria-label={t('insurance.view_details_of', { name: t(`insurance.types.${type}.name`) })}
                data-testid={`insurance-details-${type}`}
              >
                {t('insurance.view_details')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {panel && companyId !== null && (
        <Suspense
          fallback={
            <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
              <Loader aria-label={t('labels.loading')} />
            </Center>
          }
        >
          <InsurancePanel
            opened={panel.opened}
            companyId={companyId}
            type={panel.type}
            onClose={() => setPanel((p) => (p ? { ...p, opened: false } : p))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
