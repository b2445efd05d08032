import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { areaOf, buildAreaGraph, isOutsideGraph, pathBetween } from './scripts/area-graph.mjs';

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
    .map(
      (other) =>
        `./apps/server/src/modules/${other}/**/!(*.service|index${other === 'reference' ? '|reference.tables' : ''}).ts`,
    ),
  message:
    "Areas meet through services: import the other area's *.service.ts (or its index.ts), never its tables or internals; it registers its own checks where a hub would need them.",
}));

// Areas depend one way (docs/DEVELOPING.md "Areas depend one way"): no import may close a cycle
// between server areas. The area graph (scripts/area-graph.mjs, also `npm run areas`) is built
// once per lint run from the files on disk; an import of area B in a file of area A is refused when
// B already depends on A, directly or through other areas. Every import on a cycle is reported,
// each with the way back, so the one just added is among them.
let areaGraph;
const areaCycles = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Refuse an import that closes a cycle between server areas (apps/server/src/modules/<area>).',
    },
    schema: [],
    messages: {
      cycle:
        "Areas depend one way: this import makes {{area}} depend on {{target}}, which already depends on {{area}} ({{cycle}}; {{via}}). Put the code that needs both in the area above them, read the lower area's facts through its services, or emit an event (src/events/app-events.ts) that the other area handles.",
    },
  },
  create(context) {
    const file = context.filename;
    const area = areaOf(file);
    if (!area || isOutsideGraph(file)) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = areaOf(path.resolve(path.dirname(file), source));
      if (!target || target === area) return;
      areaGraph ??= buildAreaGraph();
      const back = areaGraph.edges.has(target) ? pathBetween(areaGraph, target, area) : null;
      if (!back) return;
      const via = areaGraph.edges.get(back[0]).get(back[1])[0];
      context.report({ node, messageId: 'cycle', data: { area, target, cycle: [area, ...back].join(' → '), via } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// Web features (apps/web/src/features/<area>, one per server area) never import each other, and
// the rest of the web app (app/, components/, lib/) reaches a feature only through its public
// entry, features/<area>/index.ts. Resolved by path, so a relative '../../members/api/members.api'
// is caught like any other import; shared pieces belong in components/, lib/ or @rally/domain.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: webFeatures.filter((other) => other !== feature).map((other) => `./apps/web/src/features/${other}`),
    message: 'Features do not import each other: move the shared piece to components/ or lib/ (or @rally/domain).',
  })),
  ...webFeatures.map((feature) => ({
    target: './apps/web/src/app',
    from: `./apps/web/src/features/${feature}`,
    except: ['./index.ts'],
    message: 'Reach a feature through its public entry (features/<area>/index.ts), never its files.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/features',
    message: 'Shared pieces (components/, lib/) never depend on a feature.',
  },
];

// One locale helper (packages/domain/src/format): dates, times and money are shown through
// formatDate, formatTime, formatDateTime, formatDateRange, formatMoney and formatNumber with the
// club's format (clubFormat; useClubFormat in apps/web/src/lib/format.ts), and "today at the club"
// is todayInZone(zone) (clock.todayIn(zone) on the server). Only the format module builds Intl
// formatters or names a locale. Browser tests (e2e/) keep their own oracle and are not held to it.
const useFormat =
  "Format through the one helper: formatDate / formatTime / formatDateTime / formatDateRange / formatMoney / formatNumber of @rally/domain with the club's format (clubFormat(club); useClubFormat in apps/web/src/lib/format.ts).";
const useToday =
  'Today at the club is todayInZone(zone) (clubToday(club) in the web app, clock.todayIn(zone) on the server); the date of an instant there is dateInZone(instant, zone).';
const localeSyntax = [
  {
    selector: "Literal[value='en-AU']",
    message:
      "The locale is the club's: clubFormat(club).locale, or DEFAULT_LOCALE of @rally/domain (packages/domain/src/format).",
  },
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: useFormat },
  {
    selector:
      ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
    message: useFormat,
  },
  // A date or time pattern for people (dayjs 'D MMM YYYY', luxon 'ccc d LLL'); machine forms ('YYYY-MM-DD') pass.
  {
    selector: 'CallExpression[callee.property.name=/^(format|toFormat)$/] > Literal.arguments[value=/MMM|ddd|LLL|ccc/]',
    message: useFormat,
  },
  {
    selector:
      "CallExpression[callee.property.name='toISODate'][callee.object.callee.property.name=/^(setZone|nowIn)$/]",
    message: useToday,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(slice|substring)$/][callee.object.callee.property.name='toISOString'][callee.object.callee.object.type='NewExpression'][callee.object.callee.object.arguments.length=0]",
    message: useToday,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(slice|substring)$/][callee.object.callee.property.name='toISOString'][callee.object.callee.object.callee.property.name='now']",
    message: useToday,
  },
];
const formatModule = ['packages/domain/src/format/**', 'packages/domain/src/dates/today.ts'];

/** Fastify's own route registration (app.get, scope.post, app.route…) in a routes file. */
const routeFromContract = {
  meta: {
    type: 'problem',
    messages: {
      raw: 'Register the route from its contract: route(app, <area>Contract.<name>, handler) (docs/DEVELOPING.md "One contract per endpoint").',
    },
  },
  create: (context) => ({
    "CallExpression[callee.type='MemberExpression'][callee.object.type='Identifier'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/]"(
      node,
    ) {
      if (/^(app|scope|fastify|instance|server)$/.test(node.callee.object.name))
        context.report({ node, messageId: 'raw' });
    },
  }),
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/migrations/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
    // Browser tests take `test` from their support file, whose page runs axe-core on every page.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support': its page checks every page with axe-core.",
            },
          ],
        },
      ],
    },
  },
  {
    // Web boundaries (see webFeatureZones above).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: webFeatureZones }] },
  },
  {
    // One mutation hook: every change names what it makes stale (lib/use-api-mutation.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/use-api-mutation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Use useApiMutation (lib/use-api-mutation.ts): it names what the change invalidates.',
            },
          ],
        },
      ],
    },
  },
  {
    // One clock (apps/server/src/clock.ts): the server, its seeds and its tests read the time
    // there, so a test or the date sweep (npm run test:dates) can run it at any instant. Elapsed
    // time (a cache's age, a timeout) is performance.now(), which no clock setting moves.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/clock.ts', 'apps/server/scripts/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message:
            'Read the time from the clock: now() or nowMs() from src/clock.ts (performance.now() for elapsed time).',
        },
        {
          object: 'DateTime',
          property: 'now',
          message: 'Read the time from the clock: nowIn(zone) or todayIn(zone) from src/clock.ts.',
        },
        {
          object: 'DateTime',
          property: 'local',
          message: 'Read the time from the clock: nowIn(zone) from src/clock.ts.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the clock: now() from src/clock.ts.',
        },
        {
          selector: 'TemplateElement[value.raw=/\\b(now\\(\\)|current_date|current_timestamp|localtimestamp)/i]',
          message: "SQL reads the database's clock: pass the instant from src/clock.ts as a parameter (${now()}).",
        },
        {
          selector: 'Literal[value=/\\b(now\\(\\)|current_date|current_timestamp|localtimestamp)/i]',
          message: "SQL reads the database's clock: pass the instant from src/clock.ts as a parameter.",
        },
        // A column's defaultNow() is the database's clock: the insert takes the server's (.$defaultFn(clock.now)).
        {
          selector: "Property > CallExpression[callee.property.name='defaultNow']",
          message:
            "Add .$defaultFn(clock.now) after defaultNow(): an insert that leaves the column out takes the server clock's time.",
        },
        {
          selector:
            "MemberExpression[property.name!='$defaultFn'] > CallExpression.object[callee.property.name='defaultNow']",
          message:
            "Add .$defaultFn(clock.now) right after defaultNow(): an insert that leaves the column out takes the server clock's time.",
        },
        ...localeSyntax,
      ],
    },
  },
  {
    // One locale helper (see localeSyntax above) in the web app and the domain; the server has it
    // in its "one clock" block, since one rule's options replace another's for the same file.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/domain/**/*.ts'],
    ignores: formatModule,
    rules: { 'no-restricted-syntax': ['error', ...localeSyntax] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests may set up other areas' rows directly; seeds write every area's demo data.
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts', 'apps/server/src/**/*.seed.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: serverAreaZones }] },
  },
  {
    // Areas depend one way: no cycle between them (areaCycles above). Tests, their helpers and
    // seeds are outside the graph, as they are outside the zones.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts', 'apps/server/src/**/*.seed.ts'],
    plugins: { rally: { rules: { 'area-cycles': areaCycles } } },
    rules: { 'rally/area-cycles': 'error' },
  },
  {
    // One contract per endpoint: a routes file registers each route from its contract with
    // route(app, <area>Contract.<name>, handler), never by Fastify's own app.get/app.post
    // (docs/DEVELOPING.md "One contract per endpoint").
    files: ['apps/server/src/modules/**/*.routes.ts'],
    plugins: { contracts: { rules: { 'route-from-contract': routeFromContract } } },
    rules: { 'contracts/route-from-contract': 'error' },
  },
);
