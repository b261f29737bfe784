/**
 * Walks every route the running app registered (`app.routeTable`) and every screen of the web
 * app, for the tests that assert what EVERY answer carries (security headers, caching). Each
 * API route is called without a session and with a super admin's, with no body: most answers
 * are errors (401, 400, 404), which must carry the headers too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { REPO_ROOT } from '../config';
import { uploadedFiles } from '../db/schema';
import { guardOf } from '../plugins/routeRegistry';
import { createCompany, createUser } from './factories';
import type { TestContext } from './testApp';

/** The web's route table: the one place the screens' paths are declared. */
export const WEB_ROUTES_FILE = path.join(REPO_ROOT, 'apps/web/src/app/routes.tsx');

/**
 * The screens' paths, read from the web's route table (a .tsx with lazy imports the API's tests
 * cannot import), with `:param` segments filled. The catch-all `*` is not a screen.
 */
export function webScreenPaths(): string[] {
  const source = readFileSync(WEB_ROUTES_FILE, 'utf8');
  const paths = [...source.matchAll(/\bpath:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!).filter((p) => p !== '*');
  return [...new Set(paths)].map((p) => p.replace(/:[A-Za-z_]+/g, '1'));
}

/** The public logo the walk serves (a route that sets a CSP of its own). */
const WALK_LOGO_ID = '00000000-0000-4000-8000-000000000000';

/** A concrete URL for a registered route pattern. */
export function concreteUrl(url: string): string {
  return url
    .replace(':publicId', WALK_LOGO_ID)
    .replace(/:[A-Za-z_]+/g, '1')
    .replace('*', 'x');
}

export interface WalkedAnswer {
  /** `GET /api/loans/1 (sesión)`: what the assertion messages name. */
  label: string;
  method: string;
  url: string;
  /** The route's guard is not public. */
  guarded: boolean;
  withSession: boolean;
  response: LightMyRequestResponse;
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Calls every registered route once without a session and once with a super admin's (a route
 * that ends the session, e.g. logout, gets a fresh session for the next route).
 */
export async function walkRoutes(t: TestContext): Promise<WalkedAnswer[]> {
  const admin = await createUser(t.db, { role: 'super_admin' });
  // A logo belongs to its company (uploaded_files.company_id, migration 0017).
  const company = await createCompany(t.db);
  const logo = Buffer.from('89504e470d0a1a0a', 'hex');
  await t.db
    .insert(uploadedFiles)
    .values({
      id: WALK_LOGO_ID,
      companyId: company.id,
      kind: 'logo',
      mimeType: 'image/png',
      sizeBytes: logo.length,
      sha256: '0'.repeat(64),
      content: logo,
    })
    .onConflictDoNothing();
  let session = await t.loginAs(admin.tin);
  const answers: WalkedAnswer[] = [];
  for (const route of t.app.routeTable) {
    const url = concreteUrl(route.url);
    const guarded = guardOf(route)?.kind !== 'public';
    for (const withSession of [false, true]) {
      const response = await t.app.inject({
        method: route.method as Method,
        url,
        headers: withSession ? session.headers : {},
      });
      answers.push({
        label: `${route.method} ${url}${withSession ? ' (sesión)' : ''} → ${response.statusCode}`,
        method: route.method,
        url,
        guarded,
        withSession,
        response,
      });
    }
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
    if (check.statusCode === 401) session = await t.loginAs(admin.tin);
  }
  return answers;
}
