import { businessDayOf, formatDateEs, formatMXN, type LoanDetailResponse } from '@abono/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadLoanContract } from '../api/downloadLoanContract';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The loan a panel works on (spec 02 counter-offer panel): control number, amount, savings, date and its documents. */
export function LoanFacts({ loan }: { loan: LoanDetailResponse }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    void downloadLoanContract(loan.id, t).finally(() => setDownloading(false));
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="panel-loan">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <Fact
            label={t('credits.panel.control_number')}
            value={loan.employee.controlNumber}
            testId="panel-control-number"
          />
          <Fact label={t('credits.panel.amount')} value={formatMXN(loan.originalAmount)} testId="panel-amount" />
          <Fact label={t('credits.panel.total_savings')} value={formatMXN(loan.totalSavings)} testId="panel-savings" />
          <Fact
            label={t('credits.panel.created_at')}
            value={formatDateEs(businessDayOf(loan.createdAt))}
            testId="panel-created"
          />
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('credits.panel.documents')}
        </Text>
        <Group justify="space-between" data-testid="panel-payslip-row">
          <Text size="sm">{t('credits.panel.payslip')}</Text>
          <Text size="sm" c="dimmed">
            {t('credits.panel.payslip_none')}
          </Text>
        </Group>
        <Group justify="space-between" data-testid="panel-signature-row">
          <Text size="sm">{t('credits.panel.signature')}</Text>
          <Button
            size="compact-sm"
            variant="default"
            onClick={download}
            loading={downloading}
            data-testid="panel-contract-download"
          >
            {t('credits.panel.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
