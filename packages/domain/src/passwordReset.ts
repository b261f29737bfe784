/**
 * HR-issued password reset codes (decision 085): the activation code's format and hashing
 * (activationCode.ts), a 24-hour life, and who may issue one for whom. Zod-free, so screens can
 * import the rule cheaply.
 */
import { coversGrant, hasGrant, PERMISSION_MEANING, PERMISSION_NAMES, type Grant } from './permissions';

/** A reset code lives one day: it is handed over in person and used at once. */
export const RESET_CODE_TTL_HOURS = 24;

/** What every account may hold without being staff: the employee's own pages (spec 01 §6). */
const SELF_SERVICE_GRANTS: readonly Grant[] = [
  ...PERMISSION_MEANING.view_offers.grants,
  ...PERMISSION_MEANING.view_my_credit.grants,
];

function isSelfService(g: Grant): boolean {
  return SELF_SERVICE_GRANTS.some(
    (s) => s.type === g.type && s.resource === g.resource && (s.action === 'ALL' || s.action === g.action),
  );
}

/**
 * True when the grants reach beyond the employee's own pages (hr, treasury, admin by default, or
 * any custom role doing their work): resetting such an account hands over back-office powers.
 */
export function holdsStaffPermission(grants: readonly Grant[]): boolean {
  return grants.some((g) => !isSelfService(g));
}

/** True for `*`, or grants covering every domain permission: a super admin by what it holds. */
export function holdsEverything(grants: readonly Grant[]): boolean {
  if (grants.some((g) => g.resource === '*' && g.action === 'ALL')) return true;
  return PERMISSION_NAMES.every((p) => PERMISSION_MEANING[p].grants.every((g) => coversGrant(grants, g)));
}

/** The grant that manages accounts (03 §5 manage_auth). */
const MANAGE_AUTH = { resource: 'user_access', action: 'WRITE' } as const;

export type ResetCodeRefusal = 'reset_needs_super_admin' | 'reset_needs_manage_auth';

/**
 * Who may issue a reset code for an account, beyond manage_employees in the employee's company
 * (decision 085): an account holding everything only by another such holder; a staff account
 * only by a holder of manage_auth. Null when the issuer may.
 */
export function resetCodeRefusal(issuer: readonly Grant[], target: readonly Grant[]): ResetCodeRefusal | null {
  if (holdsEverything(target) && !holdsEverything(issuer)) return 'reset_needs_super_admin';
  if (holdsStaffPermission(target) && !hasGrant(issuer, MANAGE_AUTH)) return 'reset_needs_manage_auth';
  return null;
}

const MEXICO_CITY_TIME = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:mm of an instant in Mexico City (03 §1): the hour a reset code stops working, on the letter and the dialog. */
export function timeInMexicoCity(instant: Date | string): string {
  return MEXICO_CITY_TIME.format(typeof instant === 'string' ? new Date(instant) : instant);
}
