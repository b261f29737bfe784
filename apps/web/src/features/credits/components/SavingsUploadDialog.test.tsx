import type { SavingsUploadResult } from '@abono/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { SavingsSummary, SavingsUploadDialog } from './SavingsUploadDialog';

const results = { pass: 1, review: 0, reject: 0, pending: 0 };

describe('SavingsSummary (the savings upload result)', () => {
  it('shows the totals and «y N más» when the server listed only the first rows', () => {
    const result: SavingsUploadResult = {
      rows_updated: 1,
      loans_updated: 0,
      not_found: Array.from({ length: 100 }, (_, i) => `NO-${i}`),
      not_found_total: 6000,
      bad_amounts: Array.from({ length: 100 }, (_, i) => ({
        row: i + 3,
        control_number: 'IB-0001',
        reason: 'El número de control se repite en el archivo (fila 2)',
      })),
      bad_amounts_total: 30000,
      results,
    };
    renderWithProviders(<SavingsSummary result={result} onClose={vi.fn()} />);
    const notFound = screen.getByTestId('savings-not-found');
    expect(within(notFound).getByText('Números de control no encontrados (6000)')).toBeInTheDocument();
    expect(screen.getByTestId('savings-not-found-more')).toHaveTextContent('y 5900 más');
    const bad = screen.getByTestId('savings-bad-rows');
    expect(within(bad).getByText('Filas con monto no válido (30000)')).toBeInTheDocument();
    expect(within(bad).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByTestId('savings-bad-rows-more')).toHaveTextContent('y 29900 más');
  });

  it('says nothing more when every row is listed', () => {
    const result: SavingsUploadResult = {
      rows_updated: 1,
      loans_updated: 0,
      not_found: ['NO-1'],
      not_found_total: 1,
      bad_amounts: [{ row: 3, control_number: 'IB-0002', reason: 'El ahorro tiene más de dos decimales' }],
      bad_amounts_total: 1,
      results,
    };
    renderWithProviders(<SavingsSummary result={result} onClose={vi.fn()} />);
    expect(screen.getByTestId('savings-not-found')).toHaveTextContent('NO-1');
    expect(screen.getByTestId('savings-bad-rows')).toHaveTextContent('El ahorro tiene más de dos decimales');
    expect(screen.queryByTestId('savings-not-found-more')).toBeNull();
    expect(screen.queryByTestId('savings-bad-rows-more')).toBeNull();
  });
});

describe('SavingsUploadDialog', () => {
  it('its close button has a name (axe button-name, critical)', async () => {
    renderWithProviders(<SavingsUploadDialog opened companyId={1} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Subir ahorro' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
