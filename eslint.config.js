import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// One zone per web feature: it may import from itself, never from a sibling feature.
const featuresDir = './apps/web/src/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();
const featureZones = features.map((name) => ({
  target: `${featuresDir}/${name}`,
  from: featuresDir,
  except: [`./${name}`],
  message: 'A feature must not import another feature; compose them in app/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Shared logic runs in browsers and Node alike: no DOM, no Node APIs, no app imports.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', '@depot/server', '@depot/web', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Feature folders with one-way imports (STYLE.md #1): shared code never imports a feature,
      // a feature never reaches into another feature; app/ composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/api',
                './apps/web/src/stores',
                './apps/web/src/i18n',
                './apps/web/src/lib',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not import features or app/.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import app/.',
            },
          ],
        },
      ],
      // Times and amounts on the page follow Depot's language, not the browser's, each written
      // by one hook: lib/date-time.ts and lib/money.ts; never a "¥" before the wire's text.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Write times with useFormatDateTime or useFormatDay, amounts with useMoney (lib/).',
        },
        {
          selector: 'JSXText[value=/¥/], TemplateElement[value.raw=/¥/]',
          message: 'Write amounts with useMoney (lib/money.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      // One area never reaches into another area's insides except through its service.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // An area's tables and messages (modules/<area>/tables.ts, messages.ts) are data
              // kept in the area's folder: the platform's tables may point at them (a repair
              // order at a device), core/messages/catalogue.ts lists the messages.
              target: './apps/server/src/core',
              from: './apps/server/src/modules/**',
              except: ['**/modules/*/tables.ts', '**/modules/*/messages.ts'],
              message: 'core/ must not depend on an area module (its tables and messages aside).',
            },
            {
              // The layers run one way: db ← core ← modules ← seed (demo data made through
              // the areas' own code) and app.
              target: './apps/server/src/db',
              from: ['./apps/server/src/core', './apps/server/src/seed'],
              message: 'db/ must not depend on core/ or the seed.',
            },
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules/**',
              except: ['**/modules/*/tables.ts'],
              message: 'db/ must not depend on an area module (its tables.ts aside).',
            },
            {
              target: ['./apps/server/src/core', './apps/server/src/modules'],
              from: './apps/server/src/seed',
              message: 'Only start-up code (app.ts, main.ts) and tests use the seed.',
            },
          ],
        },
      ],
    },
  },
);
