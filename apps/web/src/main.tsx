// Only Mantine's base layer here: each component's stylesheet comes with the component's code
// (scripts/mantineComponentCss.mjs), so a page loads the styles it uses and no others.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { i18nReady } from './i18n/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appRouter } from './app/App';
import { queryClient } from './app/queryClient';
import { startStartupRefresh } from './app/session/useSilentRefresh';
import { makeZodJitless } from './lib/zodJitless';

// The Content-Security-Policy forbids eval (decision 012): without this, zod probes for it
// with `new Function` on the first parse and the browser reports a CSP violation.
makeZodJitless();

// The device fingerprint is not started here: a returning browser's stored one is read by the
// first API call, and a new one is computed once the person starts using the login form
// (lib/useFingerprint.ts), so its work stays out of the page load.

// A returning session's refresh and session user start now, while the router loads the screen's
// chunks, rather than once they are in (decision 103).
void startStartupRefresh(queryClient);

const root = document.getElementById('root')!;

/** Settles once the router has loaded the matched routes' lazy modules. */
function routerReady(): Promise<void> {
  const router = appRouter();
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The first render waits for the language's catalog (requested in parallel with the route's
// chunk); if it cannot load, the app still renders rather than stay blank. Over markup the
// server prerendered (decision 026) it also waits for the route's chunks, so /login's form is
// replaced by the same form, not by a loader first.
// As a transition, React renders the first tree in slices that yield to the browser every few
// milliseconds instead of one long task: a phone stays responsive while the app starts (decision 027).
function render(): void {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
/** A new task: the work after it does not lengthen the entry's own evaluation task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The router starts the first navigation in a task after the entry's evaluation (decision 037).
const ready = nextTask().then(() => (root.hasChildNodes() ? Promise.all([i18nReady, routerReady()]) : i18nReady));
void ready.then(render, render);
