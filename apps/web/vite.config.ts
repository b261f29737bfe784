import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * packages/domain is pure (03 §0: no I/O) but its package.json does not say so,
 * and its barrel re-exports every schema. Declaring its modules side-effect free
 * lets a chunk keep only the domain modules it uses (the login route needs the
 * auth schemas, not the loan or employee ones).
 */
function pureDomain(): Plugin {
  return {
    name: 'abono:pure-domain',
    transform(code, id) {
      if (/[\\/]packages[\\/]domain[\\/]src[\\/].+\.ts$/.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * Dev server proxies /api to the API (port 3000). The build writes dist/ with a
 * manifest so scripts/bundle-size.mjs can measure each route's initial JS.
 * Every route is a lazy chunk (src/app/routes.tsx); the groups below only keep the
 * framework code that every route needs in stable, cacheable vendor chunks.
 */
export default defineConfig({
  plugins: [react(), pureDomain()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 15 },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
