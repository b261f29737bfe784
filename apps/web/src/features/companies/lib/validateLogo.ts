import { LOGO_MAX_BYTES, LOGO_MIN_PIXELS } from '@abono/domain';

/** The logo types the API keeps (03 §6); the server decides by the bytes, the picker by the declared type. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

/** Returns the message key of the first problem with the chosen logo, or null. */
export function validateLogo(file: File | null): string | null {
  if (!file) return null;
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'messages.invalid_file_type';
  if (file.size > LOGO_MAX_BYTES) return 'messages.file_too_large';
  return null;
}

/** The message key when the browser's decoded preview is smaller than the logo minimum, or null. */
export function logoSizeProblem(width: number, height: number): string | null {
  return width < LOGO_MIN_PIXELS || height < LOGO_MIN_PIXELS ? 'messages.logo_too_small' : null;
}
