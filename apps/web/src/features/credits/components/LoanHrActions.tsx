import { loanRowMenu, type LoanDetailResponse } from '@abono/domain';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loanMenuHint } from '../lib/loanMenuHint';
import { useLoanActionFlow } from './useLoanActionFlow';

/**
 * HR's actions on the loan detail (/credits/detail/{id}): the row menu's
 * actions (the domain's loanRowMenu, the same rule the list and the server use) as buttons, so a
 * notice that lands on the detail can be acted on there; when there are none, the reason why.
 * On the reader's own loan they stay visible but disabled, with the reason: nobody acts as staff
 * on their own loan (decision 097; the server refuses it too).
 */
export function LoanHrActions({ loan }: { loan: LoanDetailResponse }) {
  const { t } = useTranslation();
  const flow = useLoanActionFlow(loan.companyId);
  const menu = loanRowMenu({ status: loan.status, calculation_result: loan.calculationResult });
  const target = { id: loan.id, controlNumber: loan.employee.controlNumber };
  const ownHintId = `loan-${loan.id}-own-hint`;
  return (
    <>
      {menu.disabled ? (
        <Text size="sm" c="dimmed" data-testid="loan-hr-actions-none">
          {loanMenuHint(t, menu.hint, loan.status)}
        </Text>
      ) : (
        <Group gap="xs" role="group" aria-label={t('credits.detail_actions.label')} data-testid="loan-hr-actions">
          {menu.items
            .filter((item) => item.enabled)
            .map((item) => (
              <Button
                key={item.action}
                variant={item.action === 'approve' ? 'filled' : 'default'}
                color={item.action === 'reject' ? 'red' : undefined}
                onClick={() => flow.start(item.action, target)}
                disabled={loan.isOwn}
                aria-describedby={loan.isOwn ? ownHintId : undefined}
                data-testid={`detail-action-${item.action}`}
              >
                {t(`credits.menu.${item.action}`)}
              </Button>
            ))}
          {loan.isOwn && (
            <Text id={ownHintId} size="sm" c="dimmed" data-testid="loan-hr-actions-own">
              {t('ownRecord.loan_hint')}
            </Text>
          )}
        </Group>
      )}
      {flow.elements}
    </>
  );
}
