import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  /**
   * WCAG AA for filled buttons and badges: shade 8 backgrounds, and autoContrast picks black
   * or white text by luminance. 0.18 is where both reach 4.5:1 (white needs L ≤ 0.183,
   * black L ≥ 0.175), so whichever is chosen passes.
   */
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.18,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  // Whoever asks their system for less motion gets none: menus, modals and toasts appear at once.
  respectReducedMotion: true,
});

/**
 * WCAG AA contrast: Mantine's default "dimmed" text (gray.6, about 3.3:1 on white) fails
 * the 4.5:1 minimum for body text; gray.7 passes (about 7:1). Secondary text stays grey.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // Field errors too: the default red.6 is about 3.3:1 on white; red.8 about 4.5:1.
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[8] },
  dark: {},
});
