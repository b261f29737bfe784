import type { UnpayableLoan } from '@abono/domain';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../components/SidePanel/SidePanel';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useReportLoansError } from '../api/useReportLoansError';
import { unpayableGroups } from '../lib/unpayableGroups';

export interface UnpayableLoansPanelProps {
  companyId: number;
  loans: UnpayableLoan[];
  onClose: () => void;
}

/**
 * The loans a bank file refused (422 `unpayable_loans`, 03 §4): control number, name and reason,
 * and one action, "Reportar error en estos préstamos". Each reason's loans are reported together
 * with that reason as the comment (decision 072); a refused group stays listed to try again.
 */
export function UnpayableLoansPanel({ companyId, loans, onClose }: UnpayableLoansPanelProps) {
  const { t } = useTranslation();
  const report = useReportLoansError();
  const [left, setLeft] = useState(loans);
  const [running, setRunning] = useState(false);

  const reportAll = async () => {
    setRunning(true);
    let remaining = left;
    try {
      for (const group of unpayableGroups(left)) {
        const result = await report.mutateAsync({ companyId, loanIds: group.loanIds, comment: group.reason });
        remaining = remaining.filter((loan) => !result.loan_ids.includes(loan.loan_id));
      }
      toast.success(t('treasury.done.reported', { count: left.length }));
      onClose();
    } catch (error) {
      setLeft(remaining);
      toast.error(errorMessage(error, t('treasury.report.error')));
    } finally {
      setRunning(false);
    }
  };

  return (
    <SidePanel opened onClose={onClose} title={t('treasury.unpayable.title')} testId="unpayable-panel">
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t('errors.unpayable_loans')}
        </Alert>
        <Text size="sm">{t('treasury.unpayable.intro', { count: left.length })}</Text>
        <Table.ScrollContainer minWidth={360}>
          <Table striped verticalSpacing="xs" aria-label={t('treasury.unpayable.title')} data-testid="unpayable-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('treasury.columns.control_number')}</Table.Th>
                <Table.Th>{t('treasury.columns.name')}</Table.Th>
                <Table.Th>{t('treasury.unpayable.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {left.map((loan) => (
                <Table.Tr key={loan.loan_id} data-testid={`unpayable-row-${loan.loan_id}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{loan.control_number}</Table.Td>
                  <Table.Td>{loan.name}</Table.Td>
                  <Table.Td>{loan.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Button
          color="red"
          onClick={() => void reportAll()}
          loading={running}
          disabled={left.length === 0}
          w={{ base: '100%', sm: 'fit-content' }}
          data-testid="unpayable-report"
        >
          {t('treasury.unpayable.report')}
        </Button>
      </Stack>
    </SidePanel>
  );
}
