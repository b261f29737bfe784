/**
 * What each route of the built web app loads before it renders, read from Vite's manifest
 * (dist/.vite/manifest.json), and the first-load budgets (BUDGETS below). Pure: the byte counts come from a
 * `sizeOf(file)` the caller gives (bytes on the wire from the running server, or a gzip estimate
 * of dist/ files; see bundle-size.mjs).
 *
 * A route's initial files: the entry chunk (index.html) with its static imports, the language
 * catalog the entry waits for before the first render (Spanish, the default), and every lazy
 * module on the route's path with its static imports. Later dynamic imports (the fingerprint
 * library, the login form's zod schemas, panels) are not initial.
 * A route's own JS is what it loads beyond the entry and the shell.
 */

export const SHELL = 'src/app/shell/AppLayout.tsx';
/** Loaded by the entry before the first render (src/i18n/i18n.ts): the default language's catalog. */
export const CATALOG = 'src/i18n/esCatalog.ts';
/** The back-office screens' texts, loaded with the first back-office route (src/i18n/backOfficeCatalog.ts). */
const BACK_OFFICE = 'src/i18n/backOffice/esCatalog.ts';
/** The administration screens' texts, loaded with those screens only (src/i18n/adminCatalog.ts). */
const ADMIN = 'src/i18n/admin/esCatalog.ts';

/** Lazy modules each route needs before it renders (mirrors src/app/routes.tsx). */
export const ROUTES = {
  '/login': ['src/features/auth/components/LoginPage.tsx'],
  '/unauthorized': ['src/components/UnauthorizedPage.tsx'],
  '/onboarding': [SHELL, 'src/features/onboarding/components/OnboardingPage.tsx'],
  '/company-onboarding': [SHELL, 'src/features/onboarding/components/CompanyOnboardingPage.tsx'],
  '/': [SHELL, 'src/features/offers/components/OffersPage.tsx'],
  '/insurance-offers': [SHELL, 'src/features/insurance/components/InsuranceOffersPage.tsx'],
  '/my-credit': [SHELL, 'src/features/loans/components/MyCreditPage.tsx'],
  // The shell composes the loans feature's detail with the credits feature's HR actions (app/creditDetailRoute.tsx).
  '/credits/detail/:id': [
    SHELL,
    'src/app/creditDetailRoute.tsx',
    'src/features/loans/components/CreditDetailPage.tsx',
    'src/features/credits/components/LoanHrActions.tsx',
    BACK_OFFICE,
  ],
  '/notifications': [SHELL, 'src/features/notifications/components/NotificationsRoute.tsx'],
  '/credits': [SHELL, 'src/features/credits/creditsRoute.ts', BACK_OFFICE],
  '/employees': [SHELL, 'src/features/employees/employeesRoute.ts', BACK_OFFICE],
  '/employees/:employeeId/companies': [SHELL, 'src/features/employees/employeeCompaniesRoute.ts', BACK_OFFICE],
  '/treasury': [SHELL, 'src/features/treasury/treasuryRoute.ts', BACK_OFFICE],
  '/settings': [SHELL, 'src/features/settings/settingsRoute.ts', BACK_OFFICE],
  '/products': [SHELL, 'src/features/products/productsRoute.ts', BACK_OFFICE, ADMIN],
  '/roles': [SHELL, 'src/features/roles/rolesRoute.ts', BACK_OFFICE, ADMIN],
  '/role-permissions/:id': [SHELL, 'src/features/roles/rolePermissionsRoute.ts', BACK_OFFICE, ADMIN],
  '/role-permissions-setup': [SHELL, 'src/features/roles/roleDefaultsRoute.ts', BACK_OFFICE, ADMIN],
  '/permissions': [SHELL, 'src/features/roles/permissionsRoute.ts', BACK_OFFICE, ADMIN],
  '/audit': [SHELL, 'src/features/audit/auditRoute.ts', BACK_OFFICE, ADMIN],
};
/** Lazy panels opened inside a route (counted on their own, beyond their route). */
export const PANELS = {
  'panel: solicitud de préstamo': ['/', 'src/features/offers/components/ApplyPanel.tsx'],
  'panel: solicitud de seguro': ['/insurance-offers', 'src/features/insurance/components/InsurancePanel.tsx'],
  'panel: contraoferta': ['/credits', 'src/features/credits/components/CounterOfferSidePanel.tsx'],
  'panel: editar préstamo': ['/credits', 'src/features/credits/components/EditLoanSidePanel.tsx'],
  'diálogo: subir ahorro': ['/credits', 'src/features/credits/components/SavingsUploadDialog.tsx'],
  'pestaña: seguros': ['/credits', 'src/features/credits/components/InsuranceRequestsTab.tsx'],
  'panel: empleado': ['/employees', 'src/features/employees/components/EmployeeFormPanel.tsx'],
  'diálogo: importar empleados': ['/employees', 'src/features/employees/components/ImportEmployeesDialog.tsx'],
  'panel: errores de importación': ['/employees', 'src/features/employees/components/ImportErrorsPanel.tsx'],
  'diálogo: baja de empleado': ['/employees', 'src/features/employees/components/DeactivateEmployeeDialog.tsx'],
  'diálogo: acción de empleado': ['/employees', 'src/features/employees/components/EmployeeActionDialog.tsx'],
  'diálogo: código de activación': ['/employees', 'src/features/employees/components/ActivationCodeDialog.tsx'],
  'pestaña: empleados dados de baja': ['/treasury', 'src/features/treasury/components/TerminatedEmployeesTab.tsx'],
  'pestaña: historial de archivos': ['/treasury', 'src/features/treasury/components/FileHistoryTab.tsx'],
  'panel: préstamos que no se pueden pagar': ['/treasury', 'src/features/treasury/components/UnpayableLoansPanel.tsx'],
  'diálogo: rol': ['/roles', 'src/features/roles/components/RoleFormDialog.tsx'],
  'diálogo: permiso': ['/permissions', 'src/features/roles/components/PermissionFormDialog.tsx'],
  'diálogo: producto': ['/products', 'src/features/products/components/ProductFormModal.tsx'],
};

const KB = 1024;
/**
 * Bytes on the wire (Brotli): /login's initial JS ≤ 150 KB, /'s (the employee's home, a returning user) ≤ 215 KB
 * (decision 066: it was 209.4 KB before the route contract, 237.6 KB while the declarations carried their zod
 * schemas to the browser), and each route's or panel's own JS ≤ 60 KB.
 * The /credits, /employees and /treasury chunks are budgeted in gzip instead ("≤ 60 KB gzip", decisions 035 and 044):
 * `ownGzip` holds the routes and panels checked that way, against gzip -9 bytes (the .gz files the build writes).
 */
export const BUDGETS = { initialJs: { '/login': 150 * KB, '/': 215 * KB }, ownJs: 60 * KB, ownGzip: 60 * KB };

/** The routes whose own chunks are budgeted in gzip, and every panel opened inside them. */
const GZIP_ROUTES = [
  '/credits',
  '/employees',
  '/employees/:employeeId/companies',
  '/treasury',
  '/settings',
  '/products',
  '/roles',
  '/role-permissions/:id',
  '/role-permissions-setup',
  '/permissions',
  '/audit',
];
export const GZIP_BUDGETED = [
  ...GZIP_ROUTES,
  ...Object.keys(PANELS).filter((panel) => GZIP_ROUTES.includes(PANELS[panel][0])),
];

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
}

/** The chunk and everything it imports statically. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Module ${key} is not in the manifest (was it renamed?)`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function closureOf(manifest, keys) {
  const all = new Set();
  for (const key of keys) closure(manifest, key, all);
  return all;
}

/** The manifest keys whose closure a route loads before it renders. */
export function initialKeys(manifest, route) {
  const modules = ROUTES[route];
  if (!modules) throw new Error(`Unknown route ${route}`);
  const keys = [entryKey(manifest), ...(manifest[CATALOG] ? [CATALOG] : []), ...modules];
  return closureOf(manifest, keys);
}

const jsFiles = (manifest, keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const cssFiles = (manifest, keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];

/**
 * Lazy modules (dynamic import targets) that a route's initial files load although the route
 * does not need them to render: another screen, the shell on /login, the fingerprint library,
 * another language's catalog, the toast container… Each one found means a static import
 * pulled a lazy module into the first load.
 */
export function unexpectedLazyModules(manifest, route) {
  const allowed = new Set([CATALOG, ...ROUTES[route]]);
  return [...initialKeys(manifest, route)].filter((k) => manifest[k].isDynamicEntry && !allowed.has(k)).sort();
}

/**
 * Bytes per route: initial JS and CSS, and own JS (beyond the entry and the shell, for routes;
 * beyond the route, for panels). `sizeOf(file)` resolves a file's byte count.
 */
export async function measureRoutes(manifest, sizeOf) {
  const sum = async (files) => (await Promise.all(files.map(sizeOf))).reduce((a, b) => a + b, 0);
  const entry = entryKey(manifest);
  const base = manifest[CATALOG] ? [entry, CATALOG] : [entry];
  const routes = {};
  const own = {};
  for (const [route, modules] of Object.entries(ROUTES)) {
    const keys = initialKeys(manifest, route);
    const baseKeys = closureOf(manifest, modules[0] === SHELL ? [...base, SHELL] : base);
    const js = jsFiles(manifest, keys).sort();
    const css = cssFiles(manifest, keys).sort();
    routes[route] = { js, css, jsBytes: await sum(js), cssBytes: await sum(css) };
    own[route] = await sum(
      jsFiles(
        manifest,
        [...keys].filter((k) => !baseKeys.has(k)),
      ),
    );
  }
  for (const [panel, [route, module]] of Object.entries(PANELS)) {
    const routeKeys = initialKeys(manifest, route);
    const keys = closureOf(manifest, [...routeKeys, module]);
    own[panel] = await sum(
      jsFiles(
        manifest,
        [...keys].filter((k) => !routeKeys.has(k)),
      ),
    );
  }
  return { routes, own };
}

/**
 * Every budget or rule the measured build breaks, as readable lines (empty when all hold).
 * `measured.ownGzip` (optional): each route's and panel's own JS in gzip bytes, as measureRoutes
 * gives it with a gzip `sizeOf`; then the GZIP_BUDGETED ones are checked against 60 KB gzip.
 */
export function budgetFailures(manifest, measured) {
  const failures = [];
  for (const [route, limit] of Object.entries(BUDGETS.initialJs)) {
    const bytes = measured.routes[route].jsBytes;
    if (bytes > limit) failures.push(`${route}: initial JS ${(bytes / KB).toFixed(1)} KB > ${limit / KB} KB`);
  }
  for (const [name, bytes] of Object.entries(measured.own)) {
    if (bytes > BUDGETS.ownJs)
      failures.push(`${name}: own JS ${(bytes / KB).toFixed(1)} KB > ${BUDGETS.ownJs / KB} KB`);
  }
  // Only when the caller measured gzip too (bundle-size.mjs always does).
  for (const name of measured.ownGzip ? GZIP_BUDGETED : []) {
    const bytes = measured.ownGzip[name];
    if (bytes === undefined) failures.push(`${name}: own JS not measured in gzip`);
    else if (bytes > BUDGETS.ownGzip)
      failures.push(`${name}: own JS ${(bytes / KB).toFixed(1)} KB gzip > ${BUDGETS.ownGzip / KB} KB gzip`);
  }
  const stray = unexpectedLazyModules(manifest, '/login');
  if (stray.length) failures.push(`/login: initial files include lazy modules ${stray.join(', ')}`);
  return failures;
}
