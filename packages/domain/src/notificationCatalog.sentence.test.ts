import { describe, expect, it } from 'vitest';
import { endSentence, renderNotice } from './notificationCatalog';

describe('sentences ending in a company name', () => {
  it('the welcome notice has one period after "S.A. de C.V."', () => {
    expect(renderNotice('company_linked', { companyName: 'Industrias del Bajío S.A. de C.V.' }).message).toBe(
      'Tu cuenta quedó vinculada a Industrias del Bajío S.A. de C.V. Ya puedes consultar sus ofertas de préstamo.',
    );
    expect(renderNotice('company_linked', { companyName: 'Abarrotes Lupita' }).message).toBe(
      'Tu cuenta quedó vinculada a Abarrotes Lupita. Ya puedes consultar sus ofertas de préstamo.',
    );
  });

  it('endSentence adds a period only when none closes the text', () => {
    expect(endSentence('Grupo Norte')).toBe('Grupo Norte.');
    expect(endSentence('Grupo Norte S.C.')).toBe('Grupo Norte S.C.');
    expect(endSentence('¿Listo?')).toBe('¿Listo?');
    expect(endSentence('Grupo Norte S.A. ')).toBe('Grupo Norte S.A.');
  });
});
