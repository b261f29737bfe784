import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { RouteGuard } from './guards/RouteGuard';
import type { RouteHandle } from './guards/routeAccess';
import { inOwnTask } from './inOwnTask';
import { RootLayout } from './RootLayout';
import { loadResetPasswordCatalog } from '../i18n/resetPasswordCatalog';
import { loadSignedInCatalog } from '../i18n/signedInCatalog';

/**
 * Every screen is a lazy chunk (route-level code splitting): /login never loads
 * the shell, and the shell never loads a screen it does not show.
 */
const login = () => import('../features/auth/components/LoginPage').then((m) => ({ Component: m.LoginPage }));
const resetPassword = () =>
  Promise.all([import('../features/auth/components/ResetPasswordPage'), loadResetPasswordCatalog()]).then(([m]) => ({
    Component: m.ResetPasswordPage,
  }));
const unauthorized = () => import('../components/UnauthorizedPage').then((m) => ({ Component: m.UnauthorizedPage }));
// The shell brings the signed-in texts with it: every screen inside it may show them. It and `/` load in
// tasks of their own, not in the router's first navigation (decision 082).
const shell = inOwnTask(() =>
  Promise.all([import('./shell/AppLayout'), loadSignedInCatalog()]).then(([m]) => ({ Component: m.AppLayout })),
);
const onboarding = () =>
  import('../features/onboarding/components/OnboardingPage').then((m) => ({ Component: m.OnboardingPage }));
// The app composes the two features: onboarding shows the companies feature's create dialog.
const companyOnboarding = () =>
  Promise.all([
    import('../features/onboarding/components/CompanyOnboardingPage'),
    import('../features/companies/components/CreateCompanyDialog'),
  ]).then(([page, dialog]) => ({
    Component: () => <page.CompanyOnboardingPage CreateCompanyDialog={dialog.CreateCompanyDialog} />,
  }));
const offers = inOwnTask(() =>
  import('../features/offers/components/OffersPage').then((m) => ({ Component: m.OffersPage })),
);
const insuranceOffers = () =>
  import('../features/insurance/components/InsuranceOffersPage').then((m) => ({ Component: m.InsuranceOffersPage }));
const myCredit = () => import('../features/loans/components/MyCreditPage').then((m) => ({ Component: m.MyCreditPage }));
const creditDetail = () => import('./creditDetailRoute').then((m) => m.creditDetailRoute());
const credits = () => import('../features/credits/creditsRoute').then((m) => m.creditsRoute());
const employees = () => import('../features/employees/employeesRoute').then((m) => m.employeesRoute());
const employeeCompanies = () =>
  import('../features/employees/employeeCompaniesRoute').then((m) => m.employeeCompaniesRoute());
const treasury = () => import('../features/treasury/treasuryRoute').then((m) => m.treasuryRoute());
const settings = () => import('../features/settings/settingsRoute').then((m) => m.settingsRoute());
const products = () => import('../features/products/productsRoute').then((m) => m.productsRoute());
const roles = () => import('../features/roles/rolesRoute').then((m) => m.rolesRoute());
const rolePermissions = () => import('../features/roles/rolePermissionsRoute').then((m) => m.rolePermissionsRoute());
const roleDefaults = () => import('../features/roles/roleDefaultsRoute').then((m) => m.roleDefaultsRoute());
const permissions = () => import('../features/roles/permissionsRoute').then((m) => m.permissionsRoute());
const audit = () => import('../features/audit/auditRoute').then((m) => m.auditRoute());
const notificationsPage = () =>
  import('../features/notifications/components/NotificationsRoute').then((m) => ({ Component: m.NotificationsRoute }));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    // A screen that fails to load (a stale chunk after a deploy) or to render.
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/unauthorized', handle: { titleKey: 'nav.unauthorized' }, lazy: unauthorized },
      {
        Component: RouteGuard,
        children: [
          {
            path: '/login',
            handle: { access: { kind: 'public' }, titleKey: 'nav.login' } satisfies RouteHandle,
            lazy: login,
          },
          {
            path: '/forgot-password',
            handle: { access: { kind: 'public' }, titleKey: 'passwordReset.title' } satisfies RouteHandle,
            lazy: resetPassword,
          },
          {
            lazy: shell,
            children: [
              {
                path: '/onboarding',
                handle: { access: { kind: 'onboarding' }, titleKey: 'nav.onboarding' } satisfies RouteHandle,
                lazy: onboarding,
              },
              {
                path: '/company-onboarding',
                handle: {
                  access: { kind: 'company-onboarding' },
                  titleKey: 'nav.company_onboarding',
                } satisfies RouteHandle,
                lazy: companyOnboarding,
              },
              {
                path: '/',
                handle: { access: { kind: 'page', page: 'offers' }, titleKey: 'nav.offers' } satisfies RouteHandle,
                lazy: offers,
              },
              {
                path: '/insurance-offers',
                handle: { access: { kind: 'page', page: 'offers' }, titleKey: 'nav.insurance' } satisfies RouteHandle,
                lazy: insuranceOffers,
              },
              {
                path: '/my-credit',
                handle: { access: { kind: 'page', page: 'loan' }, titleKey: 'nav.my_credit' } satisfies RouteHandle,
                lazy: myCredit,
              },
              {
                path: '/credits',
                handle: { access: { kind: 'page', page: 'loans' }, titleKey: 'nav.credits' } satisfies RouteHandle,
                lazy: credits,
              },
              {
                path: '/credits/detail/:id',
                handle: {
                  access: { kind: 'page', page: 'loans' },
                  titleKey: 'nav.credit_detail',
                } satisfies RouteHandle,
                lazy: creditDetail,
              },
              {
                path: '/employees',
                handle: {
                  access: { kind: 'page', page: 'employees' },
                  titleKey: 'nav.employees',
                } satisfies RouteHandle,
                lazy: employees,
              },
              {
                path: '/employees/:employeeId/companies',
                handle: {
                  access: { kind: 'page', page: 'employees' },
                  titleKey: 'nav.employee_companies',
                } satisfies RouteHandle,
                lazy: employeeCompanies,
              },
              {
                path: '/treasury',
                handle: {
                  access: { kind: 'page', page: 'treasury' },
                  titleKey: 'nav.treasury',
                } satisfies RouteHandle,
                lazy: treasury,
              },
              {
                path: '/notifications',
                handle: { access: { kind: 'session' }, titleKey: 'nav.notifications' } satisfies RouteHandle,
                lazy: notificationsPage,
              },
              {
                path: '/settings',
                handle: {
                  access: { kind: 'page', page: 'settings' },
                  titleKey: 'nav.settings',
                } satisfies RouteHandle,
                lazy: settings,
              },
              {
                path: '/roles',
                handle: { access: { kind: 'page', page: 'roles' }, titleKey: 'nav.roles' } satisfies RouteHandle,
                lazy: roles,
              },
              {
                path: '/permissions',
                handle: {
                  access: { kind: 'page', page: 'permissions' },
                  titleKey: 'nav.permissions',
                } satisfies RouteHandle,
                lazy: permissions,
              },
              {
                path: '/role-permissions/:id',
                handle: {
                  access: { kind: 'page', page: 'roles' },
                  titleKey: 'nav.role_permissions',
                } satisfies RouteHandle,
                lazy: rolePermissions,
              },
              {
                path: '/role-permissions-setup',
                handle: {
                  access: { kind: 'page', page: 'roles' },
                  titleKey: 'nav.role_permissions_setup',
                } satisfies RouteHandle,
                lazy: roleDefaults,
              },
              {
                path: '/products',
                handle: { access: { kind: 'page', page: 'products' }, titleKey: 'nav.products' } satisfies RouteHandle,
                lazy: products,
              },
              {
                path: '/audit',
                handle: { access: { kind: 'page', page: 'audit' }, titleKey: 'nav.audit' } satisfies RouteHandle,
                lazy: audit,
              },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
  },
];
