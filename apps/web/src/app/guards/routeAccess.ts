import type { PageKey } from '@abono/domain';

/** What a route needs, declared in its `handle` (src/app/routes.tsx). */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'onboarding' }
  | { kind: 'company-onboarding' }
  | { kind: 'page'; page: PageKey };

export interface RouteHandle {
  access: RouteAccess;
  /** i18n key of the section title (under-construction pages show it). */
  titleKey?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'access' in value;
}
