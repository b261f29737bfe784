/**
 * The kinds of object a route's input may name, and which of the matrix's objects stands for each
 * variant: the caller's own, another user's of the same company, the other company's, or the one
 * object of the whole system (roles, permissions, the product catalogue). A new kind of object
 * is added here; a new subject (who calls: a staff member acting on their own record, as the
 * segregation of duties needs) is a new variant.
 */
import type { MatrixWorld } from './fixtures';

export type ObjectKind =
  | 'loan'
  | 'insurance'
  | 'employee'
  | 'notification'
  | 'session'
  | 'user'
  | 'treasuryFile'
  | 'offeredProduct'
  | 'company'
  | 'product'
  | 'role'
  | 'permission';

export type ObjectVariant = 'mine' | 'otherUser' | 'otherCompany' | 'global';

export interface KindRule {
  variants: readonly ObjectVariant[];
  /** Belongs to one person: another's is refused to everyone (their notices, sessions, profile). */
  selfOnly?: boolean;
  /** The object IS a company (not an object inside one): the other is reached with every company's reach. */
  isCompany?: boolean;
}

const PERSONAL: KindRule = { variants: ['mine', 'otherUser', 'otherCompany'] };
const OF_COMPANY: KindRule = { variants: ['mine', 'otherCompany'] };
const SELF: KindRule = { variants: ['mine', 'otherUser'], selfOnly: true };
const GLOBAL: KindRule = { variants: ['global'] };

export const KINDS: Record<ObjectKind, KindRule> = {
  loan: PERSONAL,
  insurance: PERSONAL,
  employee: PERSONAL,
  notification: SELF,
  session: SELF,
  user: SELF,
  treasuryFile: OF_COMPANY,
  offeredProduct: OF_COMPANY,
  company: { variants: ['mine', 'otherCompany'], isCompany: true },
  product: GLOBAL,
  role: GLOBAL,
  permission: GLOBAL,
};

/** The id standing for `variant` of `kind`, for the caller `me` (a key of world.callers). */
export function objectId(
  world: MatrixWorld,
  me: MatrixWorld['callers'][keyof MatrixWorld['callers']],
  kind: ObjectKind,
  variant: ObjectVariant,
): number | string {
  const person = variant === 'mine' ? me : variant === 'otherUser' ? world.otherUser : world.foreigner;
  const company = variant === 'otherCompany' ? world.other : world.own;
  switch (kind) {
    case 'loan':
      return person.loanId;
    case 'insurance':
      return person.insuranceId;
    case 'employee':
      return person.employeeId;
    case 'notification':
      return person.notificationId;
    case 'session':
      return person.spareSessionId;
    case 'user':
      return person.userId;
    case 'treasuryFile':
      return company.treasuryFileId;
    case 'offeredProduct':
      return company.productId;
    case 'company':
      return company.id;
    case 'product':
      return world.global.productId;
    case 'role':
      return world.global.roleId;
    case 'permission':
      return world.global.permissionId;
  }
}
