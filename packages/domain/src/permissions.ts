/**
 * Roles, permissions, pages and server grants (spec 01 §6, 02 §6, decisions 03 §5).
 * Permissions live in the database (an admin may create more); what a permission
 * *means* — the pages it opens and the grants it gives the server — lives here,
 * so the API and the web app read one table.
 */

export const ROLE_NAMES = ['employee', 'hr', 'treasury', 'admin', 'super_admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const PERMISSION_NAMES = [
  'view_offers',
  'view_my_credit',
  'manage_credits',
  'manage_employees',
  'manage_treasury',
  'manage_settings',
  'manage_access',
  'manage_auth',
  'create_company',
  'all_companies',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** Spanish descriptions used when the permission rows are first created. */
export const PERMISSION_DESCRIPTIONS: Record<PermissionName, string> = {
  view_offers: 'Ver ofertas de préstamo',
  view_my_credit: 'Ver detalles de mi crédito',
  manage_credits: 'Gestionar créditos',
  manage_employees: 'Gestionar empleados',
  manage_treasury: 'Gestionar tesorería',
  manage_settings: 'Configuración del sistema',
  manage_access: 'Roles y permisos',
  manage_auth: 'Autenticación',
  create_company: 'Crear empresas',
  all_companies: 'Acceso a todas las empresas',
};

export const PAGE_KEYS = [
  'offers',
  'loan',
  'loans',
  'employees',
  'treasury',
  'roles',
  'permissions',
  'settings',
  'products',
  'audit',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Client route of each page key (spec 01 §2 "Page keys map to routes"). */
export const PAGE_ROUTES: Record<PageKey, string> = {
  offers: '/',
  loan: '/my-credit',
  loans: '/credits',
  employees: '/employees',
  treasury: '/treasury',
  roles: '/roles',
  permissions: '/permissions',
  settings: '/settings',
  products: '/products',
  audit: '/audit',
};

export const PERMISSION_TYPES = ['ENDPOINT', 'ENTITY'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];
export const PERMISSION_ACTIONS = ['READ', 'WRITE', 'ALL'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** One grant as the session user carries it (spec 01 §3: type, resource, action). */
export interface Grant {
  type: PermissionType;
  resource: string;
  action: PermissionAction;
}

/** Server resources named by grants. */
export const RESOURCES = {
  offers: 'offers',
  loanRequests: 'loan_requests',
  ownLoans: 'own_loans',
  loans: 'loans',
  employees: 'employees',
  treasury: 'treasury',
  settings: 'settings',
  products: 'products',
  roles: 'roles',
  permissions: 'permissions',
  /** The company's audit log (decision 080). */
  audit: 'audit',
  userAccess: 'user_access',
  companies: 'companies',
  /** Every company's data, without a user_companies row (03 §1, §5: super_admin). */
  allCompanies: 'all_companies',
} as const;
export type Resource = (typeof RESOURCES)[keyof typeof RESOURCES];
/**
 * The resources a custom permission may name (the form's list, decision 076): all but the reach of
 * every company, which stays with the domain's all_companies permission (decision 064).
 */
export const GRANT_RESOURCES = Object.values(RESOURCES).filter((r) => r !== RESOURCES.allCompanies) as [
  Resource,
  ...Resource[],
];

interface PermissionMeaning {
  pages: PageKey[];
  grants: Grant[];
}

const endpoint = (resource: Resource, action: PermissionAction): Grant => ({ type: 'ENDPOINT', resource, action });
const entity = (resource: Resource, action: PermissionAction): Grant => ({ type: 'ENTITY', resource, action });

/** Decisions 03 §5: pages and server grants of each permission. */
export const PERMISSION_MEANING: Record<PermissionName, PermissionMeaning> = {
  view_offers: {
    pages: ['offers'],
    grants: [endpoint('offers', 'READ'), endpoint('loan_requests', 'WRITE')],
  },
  view_my_credit: {
    pages: ['loan'],
    grants: [entity('own_loans', 'READ'), entity('own_loans', 'WRITE')],
  },
  manage_credits: { pages: ['loans'], grants: [endpoint('loans', 'ALL')] },
  manage_employees: { pages: ['employees'], grants: [endpoint('employees', 'ALL')] },
  manage_treasury: { pages: ['treasury'], grants: [endpoint('treasury', 'ALL')] },
  manage_settings: {
    pages: ['settings', 'products'],
    grants: [endpoint('settings', 'ALL'), endpoint('products', 'ALL')],
  },
  // Whoever administers roles and permissions reads who did what (decision 080): the audit log.
  manage_access: {
    pages: ['roles', 'permissions', 'audit'],
    grants: [endpoint('roles', 'ALL'), endpoint('permissions', 'ALL'), endpoint('audit', 'READ')],
  },
  manage_auth: { pages: [], grants: [endpoint('user_access', 'ALL')] },
  // 03 §5 names these capabilities by role ("super_admin and admin create companies", "only
  // super_admin … may access every company"); as permissions they are decided like every other
  // grant, so a role's name never is (decision 064).
  create_company: { pages: [], grants: [endpoint('companies', 'WRITE')] },
  all_companies: { pages: [], grants: [entity('all_companies', 'ALL')] },
};

/** The permission name that grants everything. */
export const WILDCARD_PERMISSION = '*';
const WILDCARD_GRANT: Grant = { type: 'ENDPOINT', resource: '*', action: 'ALL' };

/**
 * Default permission sets per role (spec 01 §6; admin from 03 §5): admin has every permission but
 * manage_auth and the every-company reach, which only super_admin has; both create companies.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, PermissionName[]> = {
  employee: ['view_offers', 'view_my_credit'],
  hr: ['view_offers', 'view_my_credit', 'manage_credits', 'manage_employees'],
  treasury: ['view_offers', 'view_my_credit', 'manage_treasury', 'manage_settings'],
  admin: PERMISSION_NAMES.filter((p) => p !== 'manage_auth' && p !== 'all_companies'),
  super_admin: [...PERMISSION_NAMES],
};

export function isKnownPermission(name: string): name is PermissionName {
  return (PERMISSION_NAMES as readonly string[]).includes(name);
}

/** True when a set of permission names grants everything: '*', or every domain permission. */
export function grantsEverything(permissionNames: readonly string[]): boolean {
  return permissionNames.includes(WILDCARD_PERMISSION) || PERMISSION_NAMES.every((p) => permissionNames.includes(p));
}

export function isRoleName(name: string): name is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(name);
}

/**
 * True for the built-in role whose defaults grant everything (super_admin): it always keeps every
 * permission (02 §2 guard rails, "super_admin always keeps *"). Built-in roles cannot be renamed,
 * so the name identifies the row; this is a rule about the data, not an access decision.
 */
export function keepsEverything(role: { name: string; isSystem: boolean }): boolean {
  return role.isSystem && isRoleName(role.name) && grantsEverything(DEFAULT_ROLE_PERMISSIONS[role.name]);
}

/**
 * Pages opened by a set of permission names, in menu order. A custom permission's grant (decision
 * 076) opens a page when the custom grants cover every grant of a domain permission opening it.
 */
export function pagesFor(permissionNames: readonly string[], customGrants: readonly Grant[] = []): PageKey[] {
  if (permissionNames.includes(WILDCARD_PERMISSION)) return [...PAGE_KEYS];
  const pages = new Set<PageKey>();
  for (const name of permissionNames) {
    if (isKnownPermission(name)) PERMISSION_MEANING[name].pages.forEach((p) => pages.add(p));
  }
  if (customGrants.length > 0) {
    for (const name of PERMISSION_NAMES) {
      const meaning = PERMISSION_MEANING[name];
      if (meaning.grants.every((g) => coversGrant(customGrants, g))) meaning.pages.forEach((p) => pages.add(p));
    }
  }
  return PAGE_KEYS.filter((p) => pages.has(p));
}

/** True when `grants` give everything `g` gives (an ALL needs both READ and WRITE). */
export function coversGrant(grants: readonly Grant[], g: Grant): boolean {
  const actions: readonly Exclude<PermissionAction, 'ALL'>[] = g.action === 'ALL' ? ['READ', 'WRITE'] : [g.action];
  if (g.resource === '*') return grants.some((h) => h.resource === '*' && h.action === 'ALL');
  return actions.every((action) => hasGrant(grants, { type: g.type, resource: g.resource, action }));
}

/**
 * Grants given by a set of permission names (a '*' permission yields the wildcard grant), plus
 * the grants custom permissions name (decision 076).
 */
export function grantsFor(permissionNames: readonly string[], customGrants: readonly Grant[] = []): Grant[] {
  if (permissionNames.includes(WILDCARD_PERMISSION)) return [WILDCARD_GRANT];
  const out: Grant[] = [];
  const seen = new Set<string>();
  const meanings = permissionNames.flatMap((name) => (isKnownPermission(name) ? PERMISSION_MEANING[name].grants : []));
  for (const list of [meanings, customGrants]) {
    for (const g of list) {
      const key = `${g.type}:${g.resource}:${g.action}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(g);
      }
    }
  }
  return out;
}

/**
 * Spec 01 §6: endpoint access needs an ENDPOINT grant of the resource with action ALL
 * or the requested action; entity access the same with ENTITY. '*' grants everything.
 */
export function hasGrant(
  grants: readonly Grant[],
  required: { type?: PermissionType; resource: string; action: Exclude<PermissionAction, 'ALL'> },
): boolean {
  const type = required.type ?? 'ENDPOINT';
  return grants.some(
    (g) =>
      (g.resource === '*' && g.action === 'ALL') ||
      (g.type === type && g.resource === required.resource && (g.action === 'ALL' || g.action === required.action)),
  );
}

/** The grant that creates companies (03 §5: admin and super_admin by default). */
export const CREATE_COMPANY_GRANT = { resource: RESOURCES.companies, action: 'WRITE' } as const;

/**
 * The grant that reaches every company without a user_companies row (03 §1, §5: super_admin by
 * default; '*' too, since it grants everything). It also decides what only such a holder may do:
 * manage an account that reaches every company and give a role that does (decision 064).
 */
export const ALL_COMPANIES_GRANT = { type: 'ENTITY', resource: RESOURCES.allCompanies, action: 'READ' } as const;

export function mayCreateCompany(grants: readonly Grant[]): boolean {
  return hasGrant(grants, CREATE_COMPANY_GRANT);
}

export function reachesAllCompanies(grants: readonly Grant[]): boolean {
  return hasGrant(grants, ALL_COMPANIES_GRANT);
}

/**
 * The settings danger zone and the database reset (spec 02 §2 Settings, 03 §5 "only super_admin"):
 * a reset destroys every company's data, so it takes the grant that reaches every company.
 */
export const RESET_DATABASE_GRANT = ALL_COMPANIES_GRANT;

export function mayResetDatabase(grants: readonly Grant[]): boolean {
  return hasGrant(grants, RESET_DATABASE_GRANT);
}

/**
 * Whether the settings answer carries the issuer code, legal data and HSBC account number: only
 * for who manages settings or treasury (spec 02 §2 Settings; everyone else needs just the rate and
 * deadline, which their quotes use).
 */
export function readsCompanySettingsDetail(grants: readonly Grant[]): boolean {
  return (
    hasGrant(grants, { resource: RESOURCES.settings, action: 'READ' }) ||
    hasGrant(grants, { resource: RESOURCES.treasury, action: 'READ' })
  );
}
