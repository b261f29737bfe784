import { describe, expect, it } from 'vitest';
import { listLinkState, listReturnPath } from './listReturn';

describe('the way back to a list', () => {
  it('returns to the list with the search string its link carried', () => {
    expect(listReturnPath('employees', listLinkState('employees', '?search=ana&page=2'))).toBe(
      '/employees?search=ana&page=2',
    );
    expect(listReturnPath('employees', listLinkState('employees', ''))).toBe('/employees');
    expect(listReturnPath('credits', listLinkState('credits', '?status=pending'))).toBe('/credits?status=pending');
  });

  it('takes only a query string from the state, never a path, and only under its own key', () => {
    for (const search of ['//evil.example', '/admin', 'javascript:alert(1)', 'search=a']) {
      expect(listReturnPath('credits', { creditsSearch: search })).toBe('/credits');
    }
    expect(listReturnPath('credits', { creditsSearch: 5 })).toBe('/credits');
    expect(listReturnPath('credits', null)).toBe('/credits');
    expect(listReturnPath('credits', listLinkState('employees', '?search=ana'))).toBe('/credits');
  });
});
