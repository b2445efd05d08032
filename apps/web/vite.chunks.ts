// How the build cuts the signed-in pages' code into chunks (docs/DEVELOPING.md, "How a page
// loads"). Left to itself, the bundler makes one chunk per set of pages that share a module: with
// 60 lazy pages each using a different handful of Mantine's components, a dashboard page loaded
// 134 files, most of 1-2 KB, and a phone on slow 4G spends its time on the requests, not the bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** An import statement's named specifiers: `import { A, B as C } from "pkg";` (minified or not). */
const namedImport = (from: string) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${from})["'];?`, 'g');

const specifiersOf = (list: string) =>
  list
    .split(',')
    .map((spec) => spec.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((spec) => {
      const [imported, local = imported] = spec.split(/\s+as\s+/);
      return { imported: imported!, local: local! };
    });

type Binding = { file: string; name: string };

/** The file a relative import names (with TypeScript's and Node's extensions, or its folder's index). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js'].map((ext) => base + ext), path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Where each name a module exports is defined: its own declarations, and what it re-exports
 * (`export * from`, `export { a } from`, or an import it exports again, as Mantine's index does).
 */
function exportsOf(file: string, seen = new Set<string>()): Map<string, Binding> {
  const names = new Map<string, Binding>();
  if (seen.has(file)) return names;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const imported = new Map<string, Binding>();
  for (const [, list, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
    const target = resolveRelative(file, from!);
    if (target)
      for (const { imported: name, local } of specifiersOf(list!)) imported.set(local, { file: target, name });
  }
  for (const [, name] of code.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+(\w+)/gm,
  ))
    names.set(name!, { file, name: name! });
  for (const [, list, from] of code.matchAll(/^export\s*\{([^}]*)\}(?:\s*from\s*["'](\.[^"']+)["'])?/gm)) {
    const target = from ? resolveRelative(file, from) : undefined;
    for (const { imported: name, local } of specifiersOf(list!)) {
      if (from) {
        if (target) names.set(local, exportsOf(target, new Set()).get(name) ?? { file: target, name });
      } else names.set(local, imported.get(name) ?? { file, name: local });
    }
  }
  for (const [, from] of code.matchAll(/^export\s*\*\s*from\s*["'](\.[^"']+)["']/gm)) {
    const target = resolveRelative(file, from!);
    if (target) for (const [name, binding] of exportsOf(target, seen)) if (!names.has(name)) names.set(name, binding);
  }
  return names;
}

/**
 * Mantine's packages and our domain package are imported through their index, which re-exports
 * everything; to the bundler's module graph every importer of `@mantine/core` or `@rally/domain`
 * then depends on all of it, though only what is used ends up in the output. In the build, this
 * rewrites `import { Button } from '@mantine/core'` to an import of the file that defines `Button`,
 * so the graph says which modules each page really uses and the groups below can sort them. The
 * output is the same code; a name not found this way stays on the index.
 */
export function resolveIndexImports(packages: string[]): Plugin {
  const indexes = new Map<string, Map<string, Binding>>();
  return {
    name: 'rally-resolve-index-imports',
    // The browser build only: the prerender's server build leaves packages to Node.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      for (const pkg of packages) {
        const resolved = await this.resolve(pkg, path.join(import.meta.dirname, 'src/main.tsx'));
        if (!resolved || resolved.external || !path.isAbsolute(resolved.id)) continue;
        indexes.set(pkg, exportsOf(resolved.id));
      }
    },
    transform: {
      // After the TypeScript and JSX transform: type-only imports are gone by then.
      order: 'post',
      handler(code) {
        if (!packages.some((pkg) => code.includes(pkg))) return;
        const from = packages.map((pkg) => pkg.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
        const rewritten = code.replace(namedImport(from), (statement, list: string, pkg: string) => {
          const names = indexes.get(pkg);
          if (!names) return statement;
          const byFile = new Map<string, string[]>();
          const rest: string[] = [];
          for (const { imported, local } of specifiersOf(list)) {
            const target = names.get(imported);
            if (!target) rest.push(imported === local ? imported : `${imported} as ${local}`);
            else byFile.set(target.file, [...(byFile.get(target.file) ?? []), `${target.name} as ${local}`]);
          }
          return (
            [...byFile]
              .map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`)
              .join('') + (rest.length ? `import { ${rest.join(', ')} } from "${pkg}";` : '')
          );
        });
        return rewritten === code ? undefined : { code: rewritten, map: null };
      },
    },
  };
}

/** Mantine and the small packages its components bring (floating UI, scroll locking, the number input's formatter: left out, the bundler put it in the club page's chunk, and the ui chunk then loaded that page with zod and the common passwords on every dashboard page). */
const uiPackages =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib|detect-node-es|clsx|react-number-format)[\\/]/;

/** A UI module used by at least this many lazy chunks (pages, layouts, panels) goes into `ui`. */
const UI_MIN_USERS = 3;
/** A module of our own used by at least this many lazy chunks goes into `app` (when it is light). */
const APP_MIN_USERS = 5;
/** A module of our own bigger than this (on disk) is no light shared helper (a data list). */
const APP_MAX_MODULE_BYTES = 32 * 1024;
const sizeOf = (id: string) => (existsSync(id) ? statSync(id).size : 0);
/** An icon used by at least this many lazy chunks goes into `icons`; a rarer one stays with its pages. */
const ICON_MIN_USERS = 2;

/** Our own modules: the web app's shared code (lib, components) and the domain package. */
const appModules = /(apps[\\/]web[\\/]src[\\/](lib|components)[\\/]|packages[\\/]domain[\\/]src[\\/])/;
/** Packages every page has anyway (the start and the query layer): an `app` module may import them. */
const everywhere =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|clsx|cookie|set-cookie-parser)[\\/]/;
const iconPackage = /node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
const iconModules = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Which modules go into the two shared chunks, from the module graph (whose imports of Mantine's
 * and the domain's index `resolveIndexImports` has resolved), given the app's start:
 * - `ui`: the Mantine modules (and what their components bring) that the start does not use and
 *   that at least UI_MIN_USERS lazy chunks (pages, layouts, panels) use, so a signed-in page loads
 *   Mantine in one request instead of fifty; one that only a page or two use stays with them;
 * - `app-core` and `app`: our own shared modules (lib, components, domain) used by at least
 *   APP_MIN_USERS lazy chunks that are light: they import only each other, the start, `ui`, icons
 *   and the packages every page has, never a heavy library (zod, luxon, Mantine's dates or forms):
 *   a page that takes them for its 1 KB helpers must not get a library it does not use with them.
 *   `app-core` holds those that need neither Mantine nor icons (the API client, query keys,
 *   session, the domain's rules), so a route's data, which imports only them, asks the API
 *   without waiting for `ui`;
 * - `icons`: the Tabler icons at least ICON_MIN_USERS lazy chunks use, with their one helper;
 * - `start-libs`: what the app's start imports (React, the router, Mantine's provider), in one file
 *   beside the start instead of the eight the bundler made of the parts lazy pages share with it;
 *   none of it goes into the groups above, so the public pages' start keeps its size. The entry's
 *   own modules (main.tsx's) stay in the entry, which a prerendered page runs at once.
 */
export function sharedChunks(entry: string, start: string): Rolldown.CodeSplittingNameFunction {
  let groups: Map<string, string> | undefined;
  return (id, ctx) => {
    groups ??= groupModules(entry, start, ctx);
    return groups.get(id) ?? null;
  };
}

function groupModules(entry: string, start: string, ctx: Rolldown.ChunkingContext): Map<string, string> {
  const info = (id: string) => ctx.getModuleInfo(id);
  /** The modules `from` imports statically, directly or not, leaving out `stop`. */
  const reach = (from: string[], stop: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const queue = from.filter((id) => !stop.has(id));
    for (const id of queue) {
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of info(id)?.importedIds ?? []) if (!seen.has(next) && !stop.has(next)) queue.push(next);
    }
    return seen;
  };
  const started = reach([start]);
  const entered = reach([entry]);
  // Every lazy chunk's entry (a dynamically imported module), found from the start.
  const entries = new Set<string>();
  const queue = [start];
  for (const id of queue)
    for (const module of reach([id]))
      for (const next of info(module)?.dynamicallyImportedIds ?? [])
        if (!entries.has(next)) {
          entries.add(next);
          queue.push(next);
        }
  const users = new Map<string, number>();
  for (const lazy of entries)
    for (const id of reach([lazy], started)) if (!entries.has(id)) users.set(id, (users.get(id) ?? 0) + 1);
  const used = (test: RegExp, min: number) =>
    new Set([...users].filter(([id, n]) => test.test(id) && n >= min).map(([id]) => id));
  /** The `candidates` that import only each other and what `allowed` lets through (dropped until none is left that does not). */
  const light = (candidates: Set<string>, allowed: (id: string) => boolean) => {
    for (let changed = true; changed;) {
      changed = false;
      for (const id of candidates)
        if (
          !(info(id)?.importedIds ?? []).every(
            (next) => started.has(next) || entered.has(next) || candidates.has(next) || allowed(next),
          )
        ) {
          candidates.delete(id);
          changed = true;
        }
    }
    return candidates;
  };

  const ui = used(uiPackages, UI_MIN_USERS);
  // Our shared modules that need no Mantine (the API client, the query keys, the session, the
  // domain's rules): the route data's chunks import them, and start their requests without
  // waiting for `ui`. Then the ones that draw with Mantine and icons.
  // A big module (the 10,000 common passwords, 100 KB) is no shared helper: it stays with the
  // pages that use it (sign-up, password changes), not in a group every signed-in page loads.
  // The entry's own modules (the first reads' URLs, the token) stay in the entry, which every page runs first.
  const shared = new Set(
    [...used(appModules, APP_MIN_USERS)].filter((id) => sizeOf(id) <= APP_MAX_MODULE_BYTES && !entered.has(id)),
  );
  const core = light(new Set(shared), (id) => everywhere.test(id));
  const app = light(
    new Set([...shared].filter((id) => !core.has(id))),
    (id) => core.has(id) || ui.has(id) || iconPackage.test(id) || everywhere.test(id),
  );
  const icons = [...users].filter(([id, n]) => iconPackage.test(id) && (!iconModules.test(id) || n >= ICON_MIN_USERS));
  // The start's modules in one file beside it (the entry's own stay in the entry, which must stay small).
  const startLibs = [...started].filter((id) => id !== start && !entered.has(id));
  return new Map([
    ...startLibs.map((id) => [id, 'start-libs'] as const),
    ...[...ui].map((id) => [id, 'ui'] as const),
    ...[...core].map((id) => [id, 'app-core'] as const),
    ...[...app].map((id) => [id, 'app'] as const),
    ...icons.map(([id]) => [id, 'icons'] as const),
  ]);
}
