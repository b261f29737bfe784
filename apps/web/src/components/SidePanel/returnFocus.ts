import { useLayoutEffect } from 'react';

/**
 * Where focus goes back to when a panel closes: the element that had it when the panel opened.
 * Panels are often opened from a row menu's item, which disappears with its menu, so an item
 * of a menu stands for the menu's button (the dropdown is labelled by it).
 */
export function focusOrigin(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"][aria-labelledby]');
  if (menu) return document.getElementById(menu.getAttribute('aria-labelledby') ?? '') ?? null;
  return active;
}

/** Focus left on nothing (the body, or an element that is gone): a keyboard user lost their place. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * Returns focus to the panel's opener when it closes (WCAG 2.4.3). Mantine's Drawer does so
 * only when `opened` turns false while it stays mounted; most panels are unmounted on close
 * (and mounted already open), which left focus on the body. This runs either way,
 * and only when focus is lost, so it never takes focus from where the user has moved it.
 */
export function useReturnFocus(opened: boolean): void {
  useLayoutEffect(() => {
    if (!opened) return;
    const origin = focusOrigin(document.activeElement);
    return () => {
      // After the drawer's own focus handling (a 10 ms timeout in Mantine) and the unmount.
      window.setTimeout(() => {
        if (origin?.isConnected && focusIsLost()) origin.focus({ preventScroll: true });
      }, 20);
    };
  }, [opened]);
}
