import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { SavingsUploadDialog } from './SavingsUploadDialog';

describe('SavingsUploadDialog', () => {
  it('its close button has a name (axe button-name, critical; issue 15 §6)', async () => {
    renderWithProviders(<SavingsUploadDialog opened companyId={1} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Subir ahorro' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
