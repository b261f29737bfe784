/**
 * The matrix's cases and their expected answers, generated from the route registry: every declared
 * route × every built-in role × (own company, other company) × (own object, another user's, the
 * other company's). What each case expects comes from the route's declared access and the domain's
 * permission tables (DEFAULT_ROLE_PERMISSIONS → grantsFor → hasGrant, OBJECT_ACCESS,
 * reachesAllCompanies), never from a list of answers per route.
 */
import {
  DEFAULT_ROLE_PERMISSIONS,
  grantsFor,
  hasGrant,
  OBJECT_ACCESS,
  ROLE_NAMES,
  reachesAllCompanies,
  type Grant,
  type ObjectAccessRule,
  type RoleName,
  type RouteAccess,
  type RouteDef,
} from '@abono/domain';
import { KINDS, type ObjectVariant } from './objectKinds';
import { ROUTE_INPUTS, type RouteInput } from './routeInputs';

export type CompanyVariant = 'own' | 'other' | null;

export interface MatrixCase {
  key: string;
  def: RouteDef;
  input: RouteInput;
  role: RoleName;
  company: CompanyVariant;
  /** The variant of each object field of the route's input. */
  objects: Record<string, ObjectVariant>;
  allowed: boolean;
  /** Why the case is refused (the rule that decides it). */
  reason: string;
}

export const routeKey = (def: Pick<RouteDef, 'method' | 'path'>) => `${def.method} ${def.path}`;

/** A role's grants as the session carries them, from the domain's defaults (03 §5). */
export function roleGrants(role: RoleName): Grant[] {
  return grantsFor(DEFAULT_ROLE_PERMISSIONS[role]);
}

/** The actions about people and their loans that only company staff hold (not applying, not offers). */
const STAFF_ACTIONS = (Object.keys(OBJECT_ACCESS) as (keyof typeof OBJECT_ACCESS)[]).filter(
  (action) => !['loan.apply', 'insurance.apply', 'offer.read', 'company.create'].includes(action),
);

/** True when the grants make their holder staff who may see the company's other people. */
export function seesColleagues(grants: readonly Grant[]): boolean {
  return STAFF_ACTIONS.some((action) => {
    const rule: ObjectAccessRule = OBJECT_ACCESS[action];
    return rule.staff?.some((needed) => hasGrant(grants, needed));
  });
}

/** True when the route's grant is an owner's grant of the table that no staff grant shares. */
function ownerOnly(access: RouteAccess): boolean {
  if (access.kind !== 'permission') return false;
  return Object.values(OBJECT_ACCESS).some((rule: ObjectAccessRule) => {
    const owner = rule.owner;
    return (
      !rule.staff &&
      owner !== undefined &&
      owner.resource === access.resource &&
      owner.action === access.action &&
      (owner.type ?? 'ENDPOINT') === (access.type ?? 'ENDPOINT')
    );
  });
}

function expectation(
  def: RouteDef,
  input: RouteInput,
  role: RoleName,
  company: CompanyVariant,
  objects: Record<string, ObjectVariant>,
): { allowed: boolean; reason: string } {
  const grants = roleGrants(role);
  const access = def.access;
  if (access.kind === 'permission' && !hasGrant(grants, access)) return { allowed: false, reason: 'sin el permiso' };
  const everyCompany = reachesAllCompanies(grants);
  if (company === 'other' && !everyCompany) return { allowed: false, reason: 'otra empresa' };
  for (const [field, variant] of Object.entries(objects)) {
    const rule = KINDS[input.objects![field]!];
    if (variant === 'otherCompany') {
      if (rule.isCompany) {
        if (!everyCompany) return { allowed: false, reason: `${field}: otra empresa` };
      } else if (company === 'own') {
        return { allowed: false, reason: `${field}: objeto fuera de la empresa indicada` };
      } else if (company === null && !everyCompany) {
        return { allowed: false, reason: `${field}: objeto de otra empresa` };
      }
    }
    if (variant === 'otherUser') {
      if (rule.selfOnly) return { allowed: false, reason: `${field}: de otro usuario` };
      if (ownerOnly(access)) return { allowed: false, reason: `${field}: solo el dueño` };
    }
    if (input.action && variant !== 'global') {
      const needs: ObjectAccessRule = OBJECT_ACCESS[input.action];
      const asOwner = variant === 'mine' && needs.owner !== undefined && hasGrant(grants, needs.owner);
      const asStaff = needs.staff?.some((g) => hasGrant(grants, g)) ?? false;
      if (!asOwner && !asStaff) return { allowed: false, reason: `${field}: ${input.action} no lo alcanza` };
    }
  }
  return { allowed: true, reason: '' };
}

/** The object variants of a route's cases for one company variant: the base, then one field varied at a time. */
function objectCombos(input: RouteInput, company: CompanyVariant): Record<string, ObjectVariant>[] {
  const fields = Object.entries(input.objects ?? {});
  const base = Object.fromEntries(fields.map(([field, kind]) => [field, KINDS[kind].variants[0]!]));
  if (company === 'other') {
    // Everything of the other company, named with its id.
    return [
      Object.fromEntries(
        fields.map(([field, kind]) => [
          field,
          KINDS[kind].variants.includes('otherCompany') ? 'otherCompany' : KINDS[kind].variants[0]!,
        ]),
      ),
    ];
  }
  const combos = [base];
  for (const [field, kind] of fields) {
    for (const variant of KINDS[kind].variants.slice(1)) combos.push({ ...base, [field]: variant });
  }
  return combos;
}

/** Routes that need an entry of ROUTE_INPUTS (a path parameter or a multipart form) and have none. */
export function missingInputs(defs: readonly RouteDef[]): string[] {
  return defs
    .filter((def) => def.access.kind !== 'public')
    .filter((def) => (def.path.includes(':') || def.multipart) && !(routeKey(def) in ROUTE_INPUTS))
    .map(routeKey);
}

export function matrixCases(defs: readonly RouteDef[]): MatrixCase[] {
  const cases: MatrixCase[] = [];
  for (const def of defs) {
    if (def.access.kind === 'public') continue;
    const input = ROUTE_INPUTS[routeKey(def)] ?? {};
    const companies: CompanyVariant[] = def.access.company ? ['own', 'other'] : [null];
    for (const role of ROLE_NAMES) {
      for (const company of companies) {
        for (const objects of objectCombos(input, company)) {
          const { allowed, reason } = expectation(def, input, role, company, objects);
          cases.push({ key: routeKey(def), def, input, role, company, objects, allowed, reason });
        }
      }
    }
  }
  return cases;
}
