import { loanRowMenu, type LoanListRow, type RowMenuAction } from '@abono/domain';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loanMenuHint } from '../lib/loanMenuHint';

export interface LoanRowMenuProps {
  loan: LoanListRow;
  onAction: (action: RowMenuAction, loan: LoanListRow) => void;
}

/**
 * A row's actions (spec 02 row menu rules), from the domain's loanRowMenu, the same rule the
 * server checks: disabled with a hint until the savings are uploaded or when the status allows
 * nothing; Reject and Notify employee for an error; otherwise Edit, Approve, Reject and
 * Counter offer, each enabled only where the transition is allowed. One's own loan offers nothing,
 * with the reason: someone else on the team reviews it (decision 097; the server refuses it too).
 */
export function LoanRowMenu({ loan, onAction }: LoanRowMenuProps) {
  const { t } = useTranslation();
  const menu = loanRowMenu({ status: loan.status, calculation_result: loan.calculationResult });
  const label = t('credits.menu.label', { control: loan.controlNumber });
  if (menu.disabled || loan.isOwn) {
    // Why there is nothing to do: one's own loan, the savings first, or a status past HR's review.
    const why = loan.isOwn ? t('ownRecord.loan_hint') : loanMenuHint(t, menu.hint, loan.status);
    return (
      <Tooltip label={why} withArrow>
        <span>
          <ActionIcon variant="subtle" disabled aria-label={`${label}: ${why}`} data-testid={`row-menu-${loan.id}`}>
            ⋮
          </ActionIcon>
        </span>
      </Tooltip>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label} data-testid={`row-menu-${loan.id}`}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <Menu.Item
            key={item.action}
            disabled={!item.enabled}
            onClick={() => onAction(item.action, loan)}
            data-testid={`row-action-${item.action}`}
          >
            {t(`credits.menu.${item.action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
