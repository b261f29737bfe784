/**
 * The Spanish words of the message keys the server also writes itself (the employee import's row
 * errors say what the form says): the one home of these texts. The web's Spanish catalog is built
 * from them (apps/web/src/i18n/esCatalog.ts), its English catalog translates the keys (decision 062).
 * The account problems' words are in accountProblemTexts.ts (they load with the back office).
 */
import type { MessageKey } from './messageKeys';

export const MESSAGE_TEXTS = {
  'auth.error.invalid_tin': 'El RFC no es válido: 12 o 13 caracteres, como PEML800101AB1',
  'errors.invalid_phone': 'El teléfono no es válido',
  'messages.logo_too_small': 'El logotipo debe medir al menos 100 × 100 píxeles.',
} as const satisfies Partial<Record<MessageKey, string>>;
