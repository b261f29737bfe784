import { ActionIcon, Menu, Text } from '@mantine/core';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** Why the action is not offered: the item is disabled and says so. */
  blockedBecause?: string | null;
}

export interface RowActionsMenuProps {
  /** Accessible name of the menu button ("Acciones del rol hr"). */
  label: string;
  testId: string;
  actions: RowAction[];
}

/**
 * The ⋮ menu of a roles or permissions row. A refused action stays listed, disabled, with its
 * reason under it, so the administrator learns why instead of missing an option.
 */
export function RowActionsMenu({ label, testId, actions }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label} data-testid={testId}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown maw={300}>
        {actions.map((action) => (
          <Menu.Item
            key={action.key}
            color={action.danger && !action.blockedBecause ? 'red' : undefined}
            disabled={Boolean(action.blockedBecause)}
            onClick={action.onClick}
            data-testid={`${testId}-${action.key}`}
          >
            {action.label}
            {action.blockedBecause && (
              <Text
                component="span"
                display="block"
                size="xs"
                c="dimmed"
                data-testid={`${testId}-${action.key}-reason`}
              >
                {action.blockedBecause}
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
