import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { RouteGuard } from './guards/RouteGuard';
import type { RouteHandle } from './guards/routeAccess';
import { RootLayout } from './RootLayout';

/**
 * Every screen is a lazy chunk (route-level code splitting): /login never loads
 * the shell, and the shell never loads a screen it does not show.
 */
const login = () => import('../features/auth/components/LoginPage').then((m) => ({ Component: m.LoginPage }));
const unauthorized = () => import('../components/UnauthorizedPage').then((m) => ({ Component: m.UnauthorizedPage }));
const shell = () => import('./shell/AppLayout').then((m) => ({ Component: m.AppLayout }));
const onboarding = () =>
  import('../features/onboarding/components/OnboardingPage').then((m) => ({ Component: m.OnboardingPage }));
const companyOnboarding = () =>
  import('../features/onboarding/components/CompanyOnboardingPage').then((m) => ({
    Component: m.CompanyOnboardingPage,
  }));
const underConstruction = () =>
  import('../components/UnderConstructionPage').then((m) => ({ Component: m.UnderConstructionPage }));

function section(path: string, handle: RouteHandle): RouteObject {
  return { path, handle, lazy: underConstruction };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    children: [
      { path: '/unauthorized', lazy: unauthorized },
      {
        Component: RouteGuard,
        children: [
          { path: '/login', handle: { access: { kind: 'public' } } satisfies RouteHandle, lazy: login },
          {
            lazy: shell,
            children: [
              { path: '/onboarding', handle: { access: { kind: 'onboarding' } } satisfies RouteHandle, lazy: onboarding },
              {
                path: '/company-onboarding',
                handle: { access: { kind: 'company-onboarding' } } satisfies RouteHandle,
                lazy: companyOnboarding,
              },
              section('/', { access: { kind: 'page', page: 'offers' }, titleKey: 'nav.offers' }),
              section('/insurance-offers', { access: { kind: 'page', page: 'offers' }, titleKey: 'nav.insurance' }),
              section('/my-credit', { access: { kind: 'page', page: 'loan' }, titleKey: 'nav.my_credit' }),
              section('/credits', { access: { kind: 'page', page: 'loans' }, titleKey: 'nav.credits' }),
              section('/credits/detail/:id', { access: { kind: 'page', page: 'loans' }, titleKey: 'nav.credit_detail' }),
              section('/employees', { access: { kind: 'page', page: 'employees' }, titleKey: 'nav.employees' }),
              section('/employees/:employeeId/companies', {
                access: { kind: 'page', page: 'employees' },
                titleKey: 'nav.employee_companies',
              }),
              section('/treasury', { access: { kind: 'page', page: 'treasury' }, titleKey: 'nav.treasury' }),
              section('/notifications', { access: { kind: 'session' }, titleKey: 'nav.notifications' }),
              section('/settings', { access: { kind: 'page', page: 'settings' }, titleKey: 'nav.settings' }),
              section('/roles', { access: { kind: 'page', page: 'roles' }, titleKey: 'nav.roles' }),
              section('/permissions', { access: { kind: 'page', page: 'permissions' }, titleKey: 'nav.permissions' }),
              section('/role-permissions/:id', { access: { kind: 'page', page: 'roles' }, titleKey: 'nav.role_permissions' }),
              section('/role-permissions-setup', {
                access: { kind: 'page', page: 'roles' },
                titleKey: 'nav.role_permissions_setup',
              }),
              section('/products', { access: { kind: 'page', page: 'products' }, titleKey: 'nav.products' }),
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
  },
];
