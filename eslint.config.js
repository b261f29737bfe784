import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_SRC = path.resolve('apps/web/src');
const FEATURES = path.join(WEB_SRC, 'features');
const API_SRC = path.resolve('apps/api/src');
const API_MODULES = path.join(API_SRC, 'modules');
const API_TEST = path.join(API_SRC, 'test');

/**
 * Import boundaries of the web app: a feature never imports another
 * feature or the app shell (`src/app`); what two features share lives in
 * `components/`, `lib/` or `packages/domain`. Relative specifiers are resolved
 * against the importing file, so `../../loans/api/x` from `features/offers` is caught.
 */
const boundaries = {
  rules: {
    'web-import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        if (!file.startsWith(FEATURES + path.sep)) return {};
        const feature = path.relative(FEATURES, file).split(path.sep)[0];
        const isTest = /\.test\.tsx?$/.test(file);
        const check = (node) => {
          const spec = node.source && node.source.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), spec);
          // Tests may build the app's real query client; production code may not reach into the shell.
          if (!isTest && target.startsWith(path.join(WEB_SRC, 'app') + path.sep)) {
            context.report({
              node,
              message:
                `La feature "${feature}" no puede importar el shell (src/app): ${spec}. Muévelo a lib/ o ` +
                `components/.`,
            });
            return;
          }
          if (target.startsWith(FEATURES + path.sep)) {
            const other = path.relative(FEATURES, target).split(path.sep)[0];
            if (other !== feature) {
              context.report({
                node,
                message:
                  `La feature "${feature}" no puede importar la feature "${other}": ${spec}. Lo compartido ` +
                  `vive en components/, lib/ o packages/domain.`,
              });
            }
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: (node) => check({ source: node.source, ...node }),
        };
      },
    },
    /**
     * Import boundaries of the API: a module (`modules/<a>/`) never imports another module,
     * and nothing outside `modules/` imports one (plugins, lib, db, files, cli and `core/`
     * included): what two of them share lives in `core/`. Only `app.ts` registers the
     * module routes, and the tests under `src/test` reach modules to build and probe the app.
     */
    'api-import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        if (!file.startsWith(API_SRC + path.sep)) return {};
        if (file === path.join(API_SRC, 'app.ts') || file.startsWith(API_TEST + path.sep)) return {};
        const inModules = file.startsWith(API_MODULES + path.sep);
        const module = inModules ? path.relative(API_MODULES, file).split(path.sep)[0] : null;
        const check = (node) => {
          const spec = node.source && node.source.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), spec);
          if (!target.startsWith(API_MODULES + path.sep)) return;
          const other = path.relative(API_MODULES, target).split(path.sep)[0];
          if (module === null) {
            const where = path.relative(API_SRC, file).split(path.sep)[0];
            context.report({
              node,
              message:
                `"${where}" no puede importar el módulo "${other}": ${spec}. Solo app.ts registra los ` +
                `módulos; lo compartido vive en core/.`,
            });
          } else if (other !== module) {
            context.report({
              node,
              message:
                `El módulo "${module}" no puede importar el módulo "${other}": ${spec}. Lo compartido vive ` +
                `en core/.`,
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: (node) => check({ source: node.source, ...node }),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // Prettier wraps code at 120 but never strings or comments: those are broken by hand (decision 065).
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // Type-checked rules: a promise nobody awaits or handles is a bug (lost errors, races).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, abono: boundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'abono/web-import-boundaries': 'error',
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    plugins: { abono: boundaries },
    rules: { 'abono/api-import-boundaries': 'error' },
  },
  {
    // Time enters the API one way (docs/decisions/061): services, transitions and routes take "now"
    // from the injected clock (lib/clock.ts) or from their caller, so tests can move the calendar.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/lib/clock.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/cli/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'No uses new Date() sin argumento: pide la hora al reloj inyectado (deps.clock.now(), ' +
            'lib/clock.ts) o recibe `now` de quien llama.',
        },
        {
          // A transaction is one connection: reads sent at once on it are queued by pg, deprecated in pg 9.
          selector:
            "CallExpression[callee.object.name='Promise'][callee.property.name='all']" +
            '[arguments.0.type="ArrayExpression"]',
          message:
            'Lecturas a la vez: usa readTogether(db, [...]) (db/readTogether.ts), que dentro de una transacción ' +
            'las hace una tras otra.',
        },
      ],
    },
  },
  {
    // The web saves files under the name the server gives: only lib/http/download.ts saves a blob.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/http/download.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/saveBlob'],
              message:
                'Descarga con downloadFile (lib/http/download.ts): guarda el archivo con el nombre que da ' +
                'el servidor en Content-Disposition.',
            },
          ],
        },
      ],
    },
  },
);
