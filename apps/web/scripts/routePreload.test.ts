import { afterEach, describe, expect, it } from 'vitest';
import { preloadPlan, preloadScript } from './routePreload.mjs';

const ROOT = '/app';
const chunk = (fileName: string, source: string | null, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  facadeModuleId: source ? `${ROOT}/${source}` : null,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});

/** A bundle shaped like the real one: entry + vendor, catalogs, login, shell and every screen. */
function bundle(): Record<string, unknown> {
  const b: Record<string, unknown> = {
    'assets/index.js': chunk('assets/index.js', 'index.html', ['assets/vendor.js'], ['assets/index.css'], true),
    'assets/vendor.js': chunk('assets/vendor.js', null),
    'assets/Input.js': chunk('assets/Input.js', null, ['assets/vendor.js'], ['assets/Input.css']),
    'assets/es.js': chunk('assets/es.js', 'src/i18n/es.json'),
    'assets/en.js': chunk('assets/en.js', 'src/i18n/en.json'),
    'assets/LoginPage.js': chunk('assets/LoginPage.js', 'src/features/auth/components/LoginPage.tsx', ['assets/Input.js'], ['assets/LoginPage.css']),
    'assets/AppLayout.js': chunk('assets/AppLayout.js', 'src/app/shell/AppLayout.tsx', ['assets/vendor.js'], ['assets/AppLayout.css']),
  };
  for (const source of [
    'src/components/UnauthorizedPage.tsx',
    'src/features/onboarding/components/OnboardingPage.tsx',
    'src/features/onboarding/components/CompanyOnboardingPage.tsx',
    'src/features/offers/components/OffersPage.tsx',
    'src/features/insurance/components/InsuranceOffersPage.tsx',
    'src/features/loans/components/MyCreditPage.tsx',
    'src/features/loans/components/CreditDetailPage.tsx',
    'src/features/notifications/components/NotificationsRoute.tsx',
    'src/components/UnderConstructionPage.tsx',
  ]) {
    const file = `assets/${source.split('/').pop()!.replace('.tsx', '.js')}`;
    b[file] = chunk(file, source, ['assets/Input.js']);
  }
  return b;
}

function linksAfterRunning(path: string): { rel: string; href: string }[] {
  window.history.pushState({}, '', path);
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  // The script is a build artifact run by the browser; here jsdom runs the same text.
  new Function(preloadScript(preloadPlan(bundle(), ROOT)))();
  return [...document.head.querySelectorAll('link')].map((l) => ({ rel: l.rel, href: l.getAttribute('href')! }));
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('route preload (issue 7 §2)', () => {
  it("lists each route's chunks and CSS beyond what index.html loads", () => {
    const plan = preloadPlan(bundle(), ROOT);
    const login = plan.routes.find(([r]) => r === '/login')![1];
    expect(login.js).toEqual(['assets/Input.js', 'assets/LoginPage.js']);
    expect(login.css).toEqual(['assets/Input.css', 'assets/LoginPage.css']);
    const home = plan.routes.find(([r]) => r === '/')![1];
    expect(home.js).toEqual(['assets/AppLayout.js', 'assets/Input.js', 'assets/OffersPage.js']);
    expect(home.protected).toBe(true);
    expect(plan.catalogs).toEqual({ es: 'assets/es.js', en: 'assets/en.js' });
  });

  it('on /login preloads the catalog of the language in use and the login chunks', () => {
    window.localStorage.setItem('i18nextLng', 'es');
    expect(linksAfterRunning('/login')).toEqual([
      { rel: 'modulepreload', href: '/assets/es.js' },
      { rel: 'modulepreload', href: '/assets/Input.js' },
      { rel: 'modulepreload', href: '/assets/LoginPage.js' },
      { rel: 'preload', href: '/assets/Input.css' },
      { rel: 'preload', href: '/assets/LoginPage.css' },
    ]);
  });

  it("a protected route preloads its own chunks with the session hint, and /login's without it", () => {
    window.localStorage.removeItem('abono.hasSession');
    expect(linksAfterRunning('/credits/detail/12').map((l) => l.href)).toContain('/assets/LoginPage.js');
    window.localStorage.setItem('abono.hasSession', '1');
    const hrefs = linksAfterRunning('/credits/detail/12').map((l) => l.href);
    expect(hrefs).toContain('/assets/CreditDetailPage.js');
    expect(hrefs).toContain('/assets/AppLayout.js');
    expect(hrefs).not.toContain('/assets/LoginPage.js');
  });

  it("an English reader's catalog is English", () => {
    window.localStorage.setItem('i18nextLng', 'en');
    expect(linksAfterRunning('/login')[0]).toEqual({ rel: 'modulepreload', href: '/assets/en.js' });
  });

  it('an unknown path preloads nothing', () => {
    expect(linksAfterRunning('/no-such-page/here')).toEqual([]);
  });
});
