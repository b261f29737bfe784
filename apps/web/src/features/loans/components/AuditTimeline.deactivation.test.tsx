/**
 * Decision 051: a loan rejected by its applicant's deactivation reads as such in the timeline, never as a bare code.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { AuditTimeline } from './AuditTimeline';

describe('AuditTimeline', () => {
  it('names the rejection that a deactivation made', () => {
    renderWithProviders(
      <AuditTimeline
        audit={[
          {
            id: 9,
            action: 'employee_deactivated',
            fromStatus: 'pending',
            toStatus: 'rejected',
            actorName: 'Recursos Humanos',
            actorRole: 'hr',
            at: '2026-04-08T18:00:00.000Z',
            changes: [],
          },
        ]}
      />,
    );
    const entry = screen.getByTestId('timeline-entry-9');
    expect(entry).toHaveTextContent('Rechazado al registrar la baja del solicitante');
    expect(entry).not.toHaveTextContent('employee_deactivated');
    expect(screen.getByTestId('timeline-transition-9')).toHaveTextContent('Pendiente → Rechazado');
  });
});
