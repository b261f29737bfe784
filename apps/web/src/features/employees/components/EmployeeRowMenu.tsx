import { isOwnRecord, type EmployeeListRow } from '@abono/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { employeeRowActions, type EmployeeRowAction } from '../lib/employeeRowActions';

/** What one may still do on one's own row: open it (read-only there) and read the termination document. */
const OPEN_ON_OWN: readonly EmployeeRowAction[] = ['edit', 'termination_document'];

export interface EmployeeRowMenuProps {
  employee: EmployeeListRow;
  canManageAuth: boolean;
  /** The row's download is under way (its item waits). */
  busy: boolean;
  onAction: (action: EmployeeRowAction, employee: EmployeeListRow) => void;
}

/**
 * A row's actions menu (lib/employeeRowActions.ts decides which). On one's own record the staff
 * actions (status, access, codes, unlink) are disabled with the reason: someone else does them
 * (decision 097; the server refuses them with 403).
 */
export function EmployeeRowMenu({ employee, canManageAuth, busy, onAction }: EmployeeRowMenuProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const own = user !== null && isOwnRecord(user.id, [employee.userId]);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('employees.menu.label', { control: employee.controlNumber })}
          loading={busy}
          data-testid={`employee-menu-${employee.id}`}
        >
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {own && <Menu.Label data-testid="employee-menu-own-hint">{t('ownRecord.employee_hint')}</Menu.Label>}
        {employeeRowActions(employee, canManageAuth).map((action) => (
          <Menu.Item
            key={action}
            color={
              action === 'deactivate' || action === 'revoke_access' || action === 'unlink_account' ? 'red' : undefined
            }
            onClick={() => onAction(action, employee)}
            disabled={own && !OPEN_ON_OWN.includes(action)}
            data-testid={`employee-action-${action}`}
          >
            {t(`employees.menu.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
