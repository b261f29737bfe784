import { describe, expect, it } from 'vitest';
import { menuItemsFor } from './menuItems';

describe('menuItemsFor', () => {
  it('keeps the spec order and only accessible pages', () => {
    const items = menuItemsFor(['products', 'settings', 'offers', 'loans', 'roles'], false);
    expect(items.map((i) => i.page)).toEqual(['offers', 'loans', 'roles', 'settings', 'products']);
    expect(items.map((i) => i.to)).toEqual(['/', '/credits', '/roles', '/settings', '/products']);
  });
  it("shows 'my credit' only with an active loan", () => {
    expect(menuItemsFor(['offers', 'loan'], false).map((i) => i.page)).toEqual(['offers']);
    expect(menuItemsFor(['offers', 'loan'], true).map((i) => i.page)).toEqual(['offers', 'loan']);
    expect(menuItemsFor(['offers'], true).map((i) => i.page)).toEqual(['offers']);
  });
  it('shows nothing without pages', () => {
    expect(menuItemsFor([], true)).toEqual([]);
  });
});
