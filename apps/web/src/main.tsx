import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from './app/App';
import { getFingerprint } from './lib/fingerprint';

// The Content-Security-Policy forbids eval (decision 012): without this, zod probes for it
// with `new Function` on the first parse and the browser reports a CSP violation.
zodConfig({ jitless: true });

// Start collecting the device fingerprint at once: the silent refresh needs it.
void getFingerprint();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
