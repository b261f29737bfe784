/**
 * Build-time only (scripts/prerenderPages.mjs, decision 026): the first screen's markup in
 * Spanish, rendered with the same providers and theme as the app, so the server can send a page
 * that paints before the JavaScript has loaded; the app then renders over it. /login gets its
 * form; every other path (index.html) what the app shows while it starts: the loader.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';
import { CookieNotice } from '../components/CookieNotice';
import { FullPageLoader } from '../components/FullPageLoader';
import { LoginPage } from '../features/auth/components/LoginPage';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { APP_NAME } from '../app/useDocumentTitle';
import { DEFAULT_LANGUAGE } from '../i18n/i18n';
import es from '../i18n/esCatalog';

/**
 * Marks the cookie notice in the markup. A first visitor sees it (the build cannot know
 * otherwise); for one who accepted it, `cookieStateScript` hides it before the first paint.
 */
export const PRERENDERED_NOTICE_ATTRIBUTE = 'data-prerendered-cookie-notice';
export const COOKIES_ACCEPTED_ATTRIBUTE = 'data-cookies-accepted';

/**
 * A classic script for the head of the prerendered page (the CSP allows no inline script): flags
 * <html> when this browser accepted the cookie notice, so the prerendered notice is not shown to
 * it. It loads in parallel with the stylesheets, which hold the first paint anyway.
 */
export function cookieStateScript(): string {
  const accepted = `localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookiesAccepted)})==='true'`;
  return `try{if(${accepted})document.documentElement.setAttribute('${COOKIES_ACCEPTED_ATTRIBUTE}','')}catch(e){}\n`;
}

/** The rule that hides the prerendered notice for that browser (an inline style, allowed by the CSP). */
export const COOKIE_STATE_STYLE = `[${COOKIES_ACCEPTED_ATTRIBUTE}] [${PRERENDERED_NOTICE_ATTRIBUTE}]{display:none}`;

export interface PageMarkup {
  /** The content of `#root`. */
  html: string;
  /** The page title the app sets for it ("Iniciar sesión · Abono"). */
  title: string;
}

/** The page as RootLayout shows it: the screen, and the cookie notice (marked) above it. */
async function renderPage(screen: ReactNode, titleKey: string | null): Promise<PageMarkup> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: es } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={new QueryClient()}>
          {screen}
          <div {...{ [PRERENDERED_NOTICE_ATTRIBUTE]: '' }}>
            <CookieNotice />
          </div>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { html, title: titleKey ? `${i18n.t(titleKey)} · ${APP_NAME}` : APP_NAME };
}

/** /login: the sign-in form. */
export function renderLoginMarkup(): Promise<PageMarkup> {
  // In a router, as in the app: the page links to /forgot-password and reads the navigation's state.
  return renderPage(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
    'nav.login',
  );
}

/** Any other path: the loader the app shows until the session and the screen are ready. */
export function renderStartMarkup(): Promise<PageMarkup> {
  return renderPage(<FullPageLoader />, null);
}
