import { applicantRefusal, type ProductSummary } from '@abono/domain';
import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotApplicantNotice } from '../../../components/NotApplicantNotice';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { canApplyAs, useApplicant } from '../../../lib/session/useApplicant';
import { useActiveLoanQuery } from '../../../lib/queries/useActiveLoanQuery';
import { useActiveProductsQuery } from '../api/useActiveProductsQuery';
import { ActiveLoanNotice } from './ActiveLoanNotice';

/** The panel (form, zod, quote) loads when Apply is first pressed. */
const ApplyPanel = lazy(() => import('./ApplyPanel'));

function OfferCard({
  product,
  canApply,
  onApply,
}: {
  product: ProductSummary;
  canApply: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`offer-card-${product.id}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {product.name}
          </Title>
          {product.description && (
            <Text size="sm" c="dimmed">
              {product.description}
            </Text>
          )}
        </Stack>
        {canApply && (
          <Button
            onClick={onApply}
            data-testid={`offer-apply-${product.id}`}
            aria-label={t('offers.apply_to', { name: product.name })}
          >
            {t('offers.apply')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** Offers screen (spec 01 §2 "Offers screen", route /). */
export function OffersPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  const products = useActiveProductsQuery(companyId);
  const activeLoan = useActiveLoanQuery(companyId);
  const isApplicant = canApplyAs(useApplicant(companyId));
  const [panel, setPanel] = useState<{ productId: number; opened: boolean } | null>(null);

  const header = (
    <Group justify="space-between" align="center">
      <Title order={1} size="h2">
        {t('offers.title')}
      </Title>
      <Button component={Link} to="/insurance-offers" variant="subtle">
        {t('offers.insurance_link')}
      </Button>
    </Group>
  );

  if (companyId === null) {
    return (
      <Stack data-testid="offers-page">
        {header}
        <Alert color="yellow" variant="light" data-testid="no-company">
          {t('labels.select_company_first')}
        </Alert>
      </Stack>
    );
  }

  const loan = activeLoan.data ?? null;
  // The domain's apply rule, up to the calendar (spec 01 §2): Apply is hidden with an active loan
  // and without a hired record here, and the notices below say why. The listed products are the
  // company's active ones; a passed deadline or no weeks left are explained by the apply panel.
  const canApply =
    activeLoan.isSuccess &&
    applicantRefusal({ kind: 'loan', hired: isApplicant, productAvailable: true, hasActiveLoan: loan !== null }) ===
      null;

  return (
    <Stack data-testid="offers-page">
      {header}
      {loan && <ActiveLoanNotice status={loan.status} />}
      {!loan && !isApplicant && <NotApplicantNotice />}
      {products.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="offers-loading" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : products.isError ? (
        <Alert color="red" variant="light" data-testid="offers-error" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('offers.load_error')}</Text>
            <Button size="xs" variant="default" onClick={() => void products.refetch()}>
              {t('offers.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : products.data.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="no-offers">
          {t('offers.no_offers')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {products.data.map((product) => (
            <OfferCard
              key={product.id}
              product={product}
              canApply={canApply}
              onApply={() => setPanel({ productId: product.id, opened: true })}
            />
          ))}
        </SimpleGrid>
      )}
      {panel && (
        <Suspense
          fallback={
            <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
              <Loader aria-label={t('labels.loading')} />
            </Center>
          }
        >
          <ApplyPanel
            opened={panel.opened}
            companyId={companyId}
            productId={panel.productId}
            onClose={() => setPanel((p) => (p ? { ...p, opened: false } : p))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
