// Only Mantine's base layer here: each component's stylesheet comes with the component's code
// (scripts/mantineComponentCss.mjs), so a page loads the styles it uses and no others.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { i18nReady } from './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeZodJitless } from './lib/zodJitless';

// The Content-Security-Policy forbids eval (decision 012): without this, zod probes for it
// with `new Function` on the first parse and the browser reports a CSP violation.
makeZodJitless();

// The device fingerprint is not started here: a returning browser's stored one is read by the
// first API call, and a new one is computed once the person starts using the login form
// (lib/useFingerprint.ts), so its work stays out of the page load.

// The first render waits for the language's catalog (requested in parallel with the route's
// chunk); if it cannot load, the app still renders rather than stay blank.
function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void i18nReady.then(render, render);
