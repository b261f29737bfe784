import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import './src/i18n/i18n';
import i18n from './src/i18n/i18n';
import { loadAdminCatalog } from './src/i18n/adminCatalog';
import { loadBackOfficeCatalog } from './src/i18n/backOfficeCatalog';
import { loadResetPasswordCatalog } from './src/i18n/resetPasswordCatalog';
import { loadSignedInCatalog } from './src/i18n/signedInCatalog';
import { server } from './src/test/server';
import { resetTestState } from './src/test/resetTestState';
import { mediaQueryList } from './src/test/viewport';

// Lazy routes are transformed on first import; give slow, shared CI machines room.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs Mantine relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

// jsdom has no layout, so Mantine's focus trap cannot find tabbable elements and
// warns about it; real browsers do not hit this.
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
    original(...args);
  };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18n.changeLanguage('es');
  await loadBackOfficeCatalog();
  await loadAdminCatalog();
  await loadSignedInCatalog();
  await loadResetPasswordCatalog();
});
beforeEach(() => {
  resetTestState();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
