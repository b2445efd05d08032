import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

// Server areas meet through services: a module may import another module's `*.service.ts` (or a
// public `index.ts`), never its tables, routes or internal helpers. The zones are resolved by
// path, so a relative import ('../members/members.tables') is caught like any other.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Exempt: `*.tables.ts` files reference other areas' tables in foreign keys (db/schema.ts gathers
// them all), and the reference catalogue (sports, surfaces, countries, packages, market features)
// is read-only data every area may read.
const serverAreaZones = serverModules.map((area) => ({
  target: `./apps/server/src/modules/${area}/**/!(*.tables).ts`,
  from: serverModules
    .filter((other) => other !== area)
    .map((other) => `./apps/server/src/modules/${other}/**/!(*.service|index${other === 'reference' ? '|reference.tables' : ''}).ts`),
  message: 'Areas meet through services: import the other area\'s *.service.ts (or its index.ts), never its tables or internals; it registers its own checks where a hub would need them.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'data/**', 'e2e/test-results/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Features never import each other: shared pieces live in components/, lib/ or @rally/domain.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Features do not import each other: move shared pieces to components/ or lib/.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests may set up other areas' rows directly; seeds write every area's demo data.
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts', 'apps/server/src/**/*.seed.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: serverAreaZones }] },
  },
);
