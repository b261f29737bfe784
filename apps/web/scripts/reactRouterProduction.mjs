/**
 * Vite plugin (build only): use react-router's production files. Its package.json maps every
 * import condition to dist/development, whose only difference is ENABLE_DEV_WARNINGS = true: the
 * warning code then ships in every route's first load. The dev server keeps the warnings.
 */
import { fileURLToPath } from 'node:url';

export function reactRouterProduction() {
  return {
    name: 'abono:react-router-production',
    apply: 'build',
    config() {
      const development = fileURLToPath(import.meta.resolve('react-router'));
      const production = development.replace(/([\\/])development([\\/])/, '$1production$2');
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
