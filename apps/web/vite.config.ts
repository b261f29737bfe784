import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';
import { mantineComponentCss } from './scripts/mantineComponentCss.mjs';
import { reactRouterProduction } from './scripts/reactRouterProduction.mjs';
import { contractForBrowser } from './scripts/contractForBrowser.mjs';
import { lazyPreloads } from './scripts/lazyPreloads.mjs';

const preloads = lazyPreloads();

/**
 * Dev server proxies /api to the API (port 3000). The build writes dist/ with a
 * manifest so scripts/bundle-size.mjs can measure each route's initial JS.
 * Every route is a lazy chunk (src/app/routes.tsx); the groups below only keep the
 * framework code that every route needs in stable, cacheable vendor chunks.
 * precompress() writes .br and .gz beside every text file for the server to send as they are.
 */
export default defineConfig({
  // packages/domain declares "sideEffects": false, so a chunk keeps only the domain modules it uses.
  // Per-component Mantine CSS in each route's chunk, react-router without its dev warnings, and route
  // declarations without their zod schemas (the client reads only method, path and flags; decision 066), and
  // lazy imports that preload only what the browser cannot find in one step (decision 082).
  plugins: [
    react(),
    contractForBrowser(),
    mantineComponentCss(),
    reactRouterProduction(),
    preloads.plugin,
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // A lazy import does not preload the chunks its chunk imports itself (decision 082).
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // The plain button and the two small buttons built on it that /login shows (the password
            // eye, the cookie notice's close): one chunk instead of three.
            {
              name: 'mantine-buttons',
              test: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](UnstyledButton|CloseButton|ActionIcon)[\\/]/,
              priority: 10,
            },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 15 },
            // The app's i18next set-up, the storage keys it reads and the helper that adds the domain's
            // texts to each Spanish part travel with i18next: every screen needs them, and on their own
            // they became one more small chunk on /login.
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]|[\\/]src[\\/]i18n[\\/](i18n|domainTexts)\.ts$|[\\/]src[\\/]lib[\\/]storageKeys\.ts$/,
              priority: 15,
            },
            // The HTTP client and the RFC rule /login types into: both load at once on /login and
            // with every later screen; apart, the RFC rule was one more tiny chunk.
            {
              name: 'httpClient',
              test: /[\\/]src[\\/]lib[\\/]http[\\/]httpClient\.ts$|[\\/]packages[\\/]domain[\\/]src[\\/]tin\.ts$/,
              priority: 15,
            },
          ],
        },
      },
    },
  },
});
