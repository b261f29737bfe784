import { LOGO_MAX_BYTES } from '@abono/domain';

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Returns the message key of the first problem with the chosen logo, or null. */
export function validateLogo(file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return 'messages.invalid_file_type';
  if (file.size > LOGO_MAX_BYTES) return 'messages.file_too_large';
  return null;
}
