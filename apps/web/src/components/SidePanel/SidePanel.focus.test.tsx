import { Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { SidePanel } from './SidePanel';

/** As the credits list does: a row menu's item mounts the panel, and closing unmounts it. */
function RowWithPanel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <Menu.Target>
          <button type="button" aria-label="Acciones de IB-0001" data-testid="row-menu">
            ⋮
          </button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen(true)} data-testid="row-action">
            Contraoferta
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open && (
        <SidePanel opened onClose={() => setOpen(false)} title="Contraoferta" testId="side-panel">
          <input aria-label="monto" />
        </SidePanel>
      )}
    </>
  );
}

describe('SidePanel returns focus to its opener', () => {
  it('a panel opened from a row menu and closed with Escape gives focus back to that button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RowWithPanel />);
    await user.click(await screen.findByTestId('row-menu'));
    await user.click(await screen.findByTestId('row-action'));
    await screen.findByRole('dialog', { name: 'Contraoferta' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contraoferta' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('row-menu')).toHaveFocus());
  });

  it('closing with the close button does the same', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RowWithPanel />);
    await user.click(await screen.findByTestId('row-menu'));
    await user.click(await screen.findByTestId('row-action'));
    const dialog = await screen.findByRole('dialog', { name: 'Contraoferta' });
    await user.click(dialog.querySelector<HTMLButtonElement>('.mantine-Drawer-close')!);
    await waitFor(() => expect(screen.getByTestId('row-menu')).toHaveFocus());
  });
});
