import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe-core over what is on screen (every open dialog is portalled into document.body). jsdom
 * has no layout, so the rules that need one (colour contrast) are left to the Chromium e2e run,
 * and so is `region`: a component rendered alone sits outside the shell's landmarks.
 */
export async function expectNoAxeViolations(): Promise<void> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
