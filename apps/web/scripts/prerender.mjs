// After `vite build`: renders the public pages (src/prerender.tsx) into dist/pages/<path>.html, so
// a first visit paints the page from HTML and CSS alone; the server sends these files for their
// paths and the empty shell (dist/index.html) for every other page of the app.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'node_modules/.cache/rally-prerender');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
});
const { render, prerenderPaths } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const pagesDir = path.join(dist, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });

for (const pagePath of prerenderPaths) {
  const { html, title } = await render(pagePath);
  if (!title) throw new Error(`${pagePath} sets no document title (usePageTitle)`);
  const page = shell
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const file = path.join(pagesDir, `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`);
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${prerenderPaths.length} public pages into dist/pages/`);
