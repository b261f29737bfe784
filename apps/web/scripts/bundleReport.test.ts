import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  GZIP_BUDGETED,
  budgetFailures,
  initialKeys,
  measureRoutes,
  unexpectedLazyModules,
} from './bundleReport.mjs';

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
>;

const LOGIN = 'src/features/auth/components/LoginPage.tsx';
const SHELL = 'src/app/shell/AppLayout.tsx';
const ROUTE_MODULES = [
  'src/components/UnauthorizedPage.tsx',
  'src/features/onboarding/components/OnboardingPage.tsx',
  'src/features/onboarding/components/CompanyOnboardingPage.tsx',
  'src/features/offers/components/OffersPage.tsx',
  'src/features/insurance/components/InsuranceOffersPage.tsx',
  'src/features/loans/components/MyCreditPage.tsx',
  'src/app/creditDetailRoute.tsx',
  'src/features/loans/components/CreditDetailPage.tsx',
  'src/features/credits/components/LoanHrActions.tsx',
  'src/features/notifications/components/NotificationsRoute.tsx',
  'src/features/credits/creditsRoute.ts',
  'src/i18n/backOffice/esCatalog.ts',
  'src/features/offers/components/ApplyPanel.tsx',
  'src/features/insurance/components/InsurancePanel.tsx',
  'src/features/credits/components/CounterOfferSidePanel.tsx',
  'src/features/credits/components/EditLoanSidePanel.tsx',
  'src/features/credits/components/SavingsUploadDialog.tsx',
  'src/features/credits/components/InsuranceRequestsTab.tsx',
  'src/features/employees/employeesRoute.ts',
  'src/features/employees/employeeCompaniesRoute.ts',
  'src/features/treasury/treasuryRoute.ts',
  'src/features/treasury/components/TerminatedEmployeesTab.tsx',
  'src/features/treasury/components/FileHistoryTab.tsx',
  'src/features/treasury/components/UnpayableLoansPanel.tsx',
  'src/features/employees/components/EmployeeFormPanel.tsx',
  'src/features/employees/components/ImportEmployeesDialog.tsx',
  'src/features/employees/components/ImportErrorsPanel.tsx',
  'src/features/employees/components/DeactivateEmployeeDialog.tsx',
  'src/features/employees/components/EmployeeActionDialog.tsx',
  'src/features/employees/components/ActivationCodeDialog.tsx',
  'src/features/roles/rolesRoute.ts',
  'src/features/roles/rolePermissionsRoute.ts',
  'src/features/roles/roleDefaultsRoute.ts',
  'src/features/roles/permissionsRoute.ts',
  'src/features/settings/settingsRoute.ts',
  'src/features/products/productsRoute.ts',
  'src/features/audit/auditRoute.ts',
  'src/i18n/admin/esCatalog.ts',
  'src/features/roles/components/RoleFormDialog.tsx',
  'src/features/roles/components/PermissionFormDialog.tsx',
  'src/features/products/components/ProductFormModal.tsx',
];

/** A build shaped like the real one: entry + vendor chunk, Spanish catalog, login, shell, every screen. */
function manifest(loginImports: string[] = ['_vendor.js']): Manifest {
  const m: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/i18n/esCatalog.ts': { file: 'assets/esCatalog.js', isDynamicEntry: true },
    'src/i18n/en.json': { file: 'assets/en.js', isDynamicEntry: true },
    'node_modules/@fingerprintjs/fingerprintjs/dist/fp.esm.js': { file: 'assets/fp.js', isDynamicEntry: true },
    [LOGIN]: {
      file: 'assets/LoginPage.js',
      isDynamicEntry: true,
      imports: loginImports,
      css: ['assets/LoginPage.css'],
    },
    [SHELL]: {
      file: 'assets/AppLayout.js',
      isDynamicEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/AppLayout.css'],
    },
  };
  for (const key of ROUTE_MODULES)
    m[key] = { file: `assets/${key.split('/').pop()!.replace('.tsx', '.js')}`, isDynamicEntry: true };
  return m;
}

const sizes: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/vendor.js': 90_000,
  'assets/esCatalog.js': 5_000,
  'assets/LoginPage.js': 6_000,
  'assets/AppLayout.js': 20_000,
  'assets/fp.js': 12_000,
  'assets/index.css': 5_000,
  'assets/LoginPage.css': 2_000,
  'assets/AppLayout.css': 3_000,
};
const sizeOf = (file: string) => Promise.resolve(sizes[file] ?? 1_000);

describe('bundle report', () => {
  it("counts a route's initial JS: entry, its imports, the default catalog and the route, once each", async () => {
    const measured = await measureRoutes(manifest(), sizeOf);
    expect(measured.routes['/login']!.js).toEqual([
      'assets/LoginPage.js',
      'assets/esCatalog.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    expect(measured.routes['/login']!.jsBytes).toBe(40_000 + 90_000 + 5_000 + 6_000);
    expect(measured.routes['/login']!.cssBytes).toBe(7_000);
    // The shell is not the route's own code; the route's chunk is.
    expect(measured.own['/']).toBe(1_000);
    expect(measured.own['/login']).toBe(6_000);
    expect(budgetFailures(manifest(), measured)).toEqual([]);
  });

  it('fails when /login exceeds 150 KB on the wire', async () => {
    const heavy = (file: string) =>
      Promise.resolve(file === 'assets/vendor.js' ? BUDGETS.initialJs['/login']! : (sizes[file] ?? 1_000));
    const failures = budgetFailures(manifest(), await measureRoutes(manifest(), heavy));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/login: initial JS .* > 150 KB$/);
  });

  it('fails when / exceeds 215 KB on the wire', async () => {
    const heavy = (file: string) =>
      Promise.resolve(file === 'assets/OffersPage.js' ? BUDGETS.initialJs['/']! : (sizes[file] ?? 1_000));
    const failures = budgetFailures(manifest(), await measureRoutes(manifest(), heavy));
    expect(failures).toContainEqual(expect.stringMatching(/^\/: initial JS .* > 215 KB$/));
  });

  it("fails when a route's own chunk exceeds 60 KB", async () => {
    const heavy = (file: string) =>
      Promise.resolve(file === 'assets/OffersPage.js' ? 60 * 1024 + 1 : (sizes[file] ?? 1_000));
    expect(budgetFailures(manifest(), await measureRoutes(manifest(), heavy))).toEqual(['/: own JS 60.0 KB > 60 KB']);
  });

  it('/credits, the employees, treasury and admin routes and their panels are budgeted in gzip too, no others', () => {
    expect(GZIP_BUDGETED).toEqual([
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
      'panel: contraoferta',
      'panel: editar préstamo',
      'diálogo: subir ahorro',
      'pestaña: seguros',
      'panel: empleado',
      'diálogo: importar empleados',
      'panel: errores de importación',
      'diálogo: baja de empleado',
      'diálogo: acción de empleado',
      'diálogo: código de activación',
      'pestaña: empleados dados de baja',
      'pestaña: historial de archivos',
      'panel: préstamos que no se pueden pagar',
      'diálogo: rol',
      'diálogo: permiso',
      'diálogo: producto',
    ]);
    expect(BUDGETS.ownGzip).toBe(60 * 1024);
  });

  // Exactly 60 KB passes.
  it("fails when /credits' own chunk exceeds 60 KB gzip although its Brotli bytes fit", async () => {
    const m = manifest();
    m['src/features/credits/creditsRoute.ts']!.file = 'assets/creditsRoute.js';
    const measured = await measureRoutes(m, sizeOf);
    const gzipOf = (credits: number) => (file: string) =>
      Promise.resolve(file === 'assets/creditsRoute.js' ? credits : (sizes[file] ?? 1_000));
    measured.ownGzip = (await measureRoutes(m, gzipOf(60 * 1024))).own;
    expect(budgetFailures(m, measured)).toEqual([]);
    measured.ownGzip = (await measureRoutes(m, gzipOf(60 * 1024 + 1))).own;
    expect(budgetFailures(m, measured)).toEqual(['/credits: own JS 60.0 KB gzip > 60 KB gzip']);
    // The panels are measured beyond the route, so the route's chunk does not count against them.
    expect(measured.ownGzip['panel: contraoferta']).toBe(1_000);
  });

  it('fails when a credits panel exceeds 60 KB gzip, or when one was not measured in gzip', async () => {
    const m = manifest();
    const measured = await measureRoutes(m, sizeOf);
    const heavy = (file: string) =>
      Promise.resolve(file === 'assets/CounterOfferSidePanel.js' ? 61 * 1024 : (sizes[file] ?? 1_000));
    measured.ownGzip = (await measureRoutes(m, heavy)).own;
    expect(budgetFailures(m, measured)).toEqual(['panel: contraoferta: own JS 61.0 KB gzip > 60 KB gzip']);
    const { ['pestaña: seguros']: _missing, ...rest } = measured.ownGzip;
    measured.ownGzip = rest;
    expect(budgetFailures(m, measured)).toEqual([
      'panel: contraoferta: own JS 61.0 KB gzip > 60 KB gzip',
      'pestaña: seguros: own JS not measured in gzip',
    ]);
  });

  it("fails when /login's first load pulls in the shell, the fingerprint library or English", async () => {
    for (const stray of [SHELL, 'node_modules/@fingerprintjs/fingerprintjs/dist/fp.esm.js', 'src/i18n/en.json']) {
      const m = manifest(['_vendor.js', stray]);
      expect(initialKeys(m, '/login').has(stray)).toBe(true);
      expect(unexpectedLazyModules(m, '/login')).toEqual([stray]);
      expect(budgetFailures(m, await measureRoutes(m, sizeOf)).at(-1)).toBe(
        `/login: initial files include lazy modules ${stray}`,
      );
    }
  });
});
