import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('theme contrast (WCAG AA, 4.5:1 on white)', () => {
  const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;

  it.each(['--mantine-color-dimmed', '--mantine-color-error'] as const)('%s is readable body text', (variable) => {
    const color = light[variable];
    expect(color, variable).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastOnWhite(color!)).toBeGreaterThanOrEqual(4.5);
  });
});
