/** The console line of a housekeeping pass that deleted something; null for a pass that did not. */
import type { HousekeepingResult } from './runHousekeeping';

const LABELS = {
  loginAttempts: 'intentos de acceso',
  refreshFamilies: 'sesiones vencidas',
  idempotencyKeys: 'claves Idempotency-Key',
  readNotifications: 'notificaciones leídas',
  rateLimitHits: 'registros de límite de peticiones',
  sentEmails: 'correos enviados',
} as const;

export function describeHousekeeping(result: HousekeepingResult): string | null {
  if (!result.ran) return null;
  const parts = (Object.keys(LABELS) as Array<keyof typeof LABELS>)
    .filter((kind) => result.pruned[kind] > 0)
    .map((kind) => `${result.pruned[kind]} ${LABELS[kind]}`);
  return parts.length === 0 ? null : `Limpieza periódica: ${parts.join(', ')}.`;
}
