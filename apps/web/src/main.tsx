import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getFingerprint } from './lib/fingerprint';

// Start collecting the device fingerprint at once: the silent refresh needs it.
void getFingerprint();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
