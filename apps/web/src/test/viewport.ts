import { vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '../lib/useIsMobile';

/** A MediaQueryList answering `matches` (jsdom has no matchMedia). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** A phone (below 768 px: MOBILE_MEDIA_QUERY matches) or a wide screen; undone by vi.restoreAllMocks(). */
export function mockViewport(phone: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, phone && query === MOBILE_MEDIA_QUERY),
  );
}
