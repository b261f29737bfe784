import { formatDateEs, formatMXN, type PaymentStatus } from '@abono/domain';
import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoanSchedule } from '../lib/loanView';

const PAYMENT_COLORS: Record<PaymentStatus, string> = { paid: 'green', current: 'blue', pending: 'gray' };

/**
 * 02 §9 payment schedule of a confirmed loan: week, date, payment, interest and
 * principal parts, remaining balance and status; the final savings-fund row is
 * marked; the total pending closes it. Other loans get the not-available message.
 */
export function PaymentSchedule({ schedule }: { schedule: LoanSchedule | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('schedule.title')}
      </Title>
      {!schedule ? (
        <Text c="dimmed" size="sm" data-testid="schedule-not-available">
          {t('schedule.not_available')}
        </Text>
      ) : (
        <div data-testid="payment-schedule">
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('schedule.week')}</Table.Th>
                  <Table.Th scope="col">{t('schedule.date')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('schedule.payment')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('schedule.interest')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('schedule.principal')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('schedule.remaining')}
                  </Table.Th>
                  <Table.Th scope="col">{t('schedule.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedule.rows.map((row) => (
                  <Table.Tr
                    key={row.week}
                    data-testid={row.isSavingsFundPayment ? 'schedule-row-savings' : `schedule-row-${row.week}`}
                    data-status={row.status}
                    bg={row.isSavingsFundPayment ? 'yellow.0' : row.status === 'current' ? 'blue.0' : undefined}
                  >
                    <Table.Td>{row.isSavingsFundPayment ? t('schedule.savings_fund') : row.week}</Table.Td>
                    <Table.Td>{formatDateEs(row.date)}</Table.Td>
                    <Table.Td ta="right">{formatMXN(row.totalPayment)}</Table.Td>
                    <Table.Td ta="right">{formatMXN(row.interestPayment)}</Table.Td>
                    <Table.Td ta="right">{formatMXN(row.principalPayment)}</Table.Td>
                    <Table.Td ta="right">{formatMXN(row.remainingTotal)}</Table.Td>
                    <Table.Td>
                      <Badge
                        size="sm"
                        variant="filled"
                        color={PAYMENT_COLORS[row.status]}
                        data-testid={`schedule-status-${row.week}`}
                      >
                        {t(`schedule.status_${row.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {schedule.rows.some((r) => r.isSavingsFundPayment) && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('schedule.savings_fund_hint')}
            </Text>
          )}
          <Group justify="flex-end" mt="sm" gap="xs">
            <Text size="sm" c="dimmed">
              {t('schedule.total_pending')}
            </Text>
            <Text fw={700} data-testid="schedule-total-pending">
              {formatMXN(schedule.totalPending)}
            </Text>
          </Group>
        </div>
      )}
    </Paper>
  );
}
