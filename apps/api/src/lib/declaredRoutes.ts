/**
 * Every route the domain declares (decision 066): the declarations of each contract area the
 * domain exports (`loansApi.detail`, …). What is derived from all of them — which routes are
 * public, the test that each is served — reads them here.
 */
import * as domain from '@abono/domain';
import type { RouteDef } from '@abono/domain';

function isRouteDef(value: unknown): value is RouteDef {
  const v = value as Partial<RouteDef> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    typeof v.access === 'object'
  );
}

/** Every declaration exported by the domain's contract areas (the exports named `…Api`). */
export function declaredRoutes(): RouteDef[] {
  const found: RouteDef[] = [];
  for (const [name, area] of Object.entries(domain)) {
    if (!name.endsWith('Api') || !area || typeof area !== 'object') continue;
    for (const def of Object.values(area)) if (isRouteDef(def)) found.push(def);
  }
  return found;
}
