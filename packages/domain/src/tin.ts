/**
 * The tin (RFC) input rule of spec 01 §5, kept free of zod so the login page can
 * sanitise while typing without loading the schema library up front.
 */
export const TIN_MAX_LENGTH = 30;

/** Trimmed, angle brackets removed, cut at 30. */
export function sanitizeTin(input: string): string {
  return input.trim().replace(/[<>]/g, '').slice(0, TIN_MAX_LENGTH);
}
