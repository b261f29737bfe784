import type { EmployeeListRow } from '@abono/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { employeeRowActions, type EmployeeRowAction } from '../lib/employeeRowActions';

export interface EmployeeRowMenuProps {
  employee: EmployeeListRow;
  canManageAuth: boolean;
  /** The row's download is under way (its item waits). */
  busy: boolean;
  onAction: (action: EmployeeRowAction, employee: EmployeeListRow) => void;
}

/** A row's actions menu (lib/employeeRowActions.ts decides which). */
export function EmployeeRowMenu({ employee, canManageAuth, busy, onAction }: EmployeeRowMenuProps) {
  const { t } = useTranslation();
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
        {employeeRowActions(employee, canManageAuth).map((action) => (
          <Menu.Item
            key={action}
            color={
              action === 'deactivate' || action === 'revoke_access' || action === 'unlink_account' ? 'red' : undefined
            }
            onClick={() => onAction(action, employee)}
            data-testid={`employee-action-${action}`}
          >
            {t(`employees.menu.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
