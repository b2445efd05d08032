import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
// With its extension: Vite's native config loader (its future default) resolves no other way.
import { resolveIndexImports, sharedChunks } from './vite.chunks.ts';

const compressible = /\.(js|css|html|svg|json|txt)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a .br and a .gz copy beside every text file of the build, which the server sends to a
 * browser that accepts them (no compression work per request).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rally-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * The chunks every page has loaded before a lazy page is imported: the entry's and the start's
 * static imports, found when the bundle is written (this hook runs before Vite writes the preload
 * lists). A lazy page's preload list leaves them out (`build.modulePreload.resolveDependencies`):
 * listing them again would only make the start, which carries the lists, bigger.
 */
const alwaysLoaded = new Set<string>();
let entryFile = '';
function findAlwaysLoaded(): Plugin {
  return {
    name: 'rally-always-loaded',
    apply: 'build',
    generateBundle(_options, bundle) {
      alwaysLoaded.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (alwaysLoaded.has(file) || chunk?.type !== 'chunk') return;
        alwaysLoaded.add(file);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) entryFile = chunk.fileName;
        if (chunk.isEntry || chunk.name === 'start') visit(chunk.fileName);
      }
    },
  };
}

/**
 * Mantine's `useId` module, answered with ours (src/app/stable-id.ts: React's id, never replaced
 * by a random one after mount, which redrew every component with an id when the app adopted a
 * drawn page). Its first render's id is Mantine's own first one, so the ids the server drew (with
 * Mantine's module or this one) are the ids the browser adopts.
 */
function stableMantineIds(): Plugin {
  const mantineUseId = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  const ours = path.resolve(import.meta.dirname, 'src/app/stable-id.ts');
  return {
    name: 'rally-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (mantineUseId.test(id)) return `export { useStableId as useId } from ${JSON.stringify(ours)};`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    stableMantineIds(),
    precompress(),
    findAlwaysLoaded(),
    resolveIndexImports(['@mantine/core', '@mantine/hooks', '@tabler/icons-react', '@rally/domain']),
  ],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells the load-speed budget (e2e/budget) which scripts a first visit loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // The entry's own import of the start keeps its whole list (nothing is loaded yet then).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId === entryFile ? deps : deps.filter((dep) => !alwaysLoaded.has(dep)),
    },
    rolldownOptions: {
      output: {
        // The start carries every lazy chunk's file name (the preload list): short names keep it
        // small. The start keeps its own name (browser tests and the budget look for it).
        chunkFileNames: (chunk) => (chunk.name === 'start' ? 'assets/start-[hash].js' : 'assets/c-[hash].js'),
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // TanStack Query in one file (the root route's part and the pages' hooks).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // Mantine's components, our small modules and the icons shared by the signed-in pages (vite.chunks.ts).
            {
              name: sharedChunks(
                path.resolve(import.meta.dirname, 'src/main.tsx'),
                path.resolve(import.meta.dirname, 'src/app/start.tsx'),
              ),
              debugName: 'shared',
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // A component test renders Mantine in happy-dom: a few hundred ms alone, but over 5 s (Vitest's
    // default) on a loaded 2-core machine, where two such tests timed out in a CI run.
    testTimeout: 20_000,
  },
});
