import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nowMs } from '../clock';
import type { App } from './route-helpers';

// A signed-in dashboard section is drawn here, at request time, with the reader's own data: the
// web build's render (apps/web/src/prerender.tsx, built into dist/render/) runs the page's first
// reads against this API in the same process (no network), renders the page, and the HTML goes
// out with those answers, which the app then draws from. The reader sees their list at the first
// paint instead of after the app's code has arrived and asked for it (docs/DEVELOPING.md, "How a
// page loads"). Anything that stops the render (no build, a refused token, an error) sends the
// section's shell as before: the app then reads and draws the page itself.

type RenderRead = { status: number; body: string };
type PageRender = {
  rendersSignedIn(pathname: string): boolean;
  renderSignedIn(
    url: URL,
    reader: { token: string; wide: boolean; now: number; read: (url: string) => Promise<RenderRead> },
  ): Promise<{ html: string; title: string | undefined; queries: unknown } | undefined>;
};

const PHONE = /Mobi|Android|iPhone|iPod/;
const COOKIE = /(?:^|;\s*)rally_token=([^;]*)/;

/** The reader's token from the web app's cookie (apps/web/src/lib/auth-token.ts), or ''. */
export function cookieToken(cookie: string | undefined): string {
  const match = cookie ? COOKIE.exec(cookie) : null;
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON that cannot end the script element it sits in. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The signed-in pages' renderer of `webDist`: `send` draws the page `file` (a section's shell,
 * `pages/clubs/dashboard/<section>.html`) for the request's reader and answers with it, or
 * returns false when it has not (the caller sends the file as it is).
 */
export function signedInPages(app: App, webDist: string) {
  const bundle = path.join(webDist, 'render', 'prerender.js');
  const available = existsSync(bundle);
  // Loaded on the first signed-in page, so a server that never draws one never loads React.
  let renderer: Promise<PageRender> | undefined;
  const shells = new Map<string, string>();
  // A drawn page shows its content before the app's code arrives: the shell's preloads of that
  // code (scripts/prerender.mjs) would share the connection with the page's stylesheets and hold
  // up its first paint, so they become a list the app preloads once the page has painted (main.tsx).
  const shellOf = (file: string) => {
    let shell = shells.get(file);
    if (shell === undefined) {
      const preloads: string[] = [];
      shell = readFileSync(path.join(webDist, file), 'utf8')
        .replace(/\s*<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g, (_link, href: string) => {
          preloads.push(href);
          return '';
        })
        .replace('</head>', `  <meta name="rally-preload" content="${preloads.join(' ')}">\n  </head>`);
      shells.set(file, shell);
    }
    return shell;
  };

  const read = (token: string) => async (url: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', authorization: `Token ${token}` },
    });
    return { status: answer.statusCode, body: answer.body };
  };

  return async function send(request: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
    const token = cookieToken(request.headers.cookie);
    if (!available || !token || !file.startsWith('pages/clubs/dashboard/')) return false;
    try {
      renderer ??= import(pathToFileURL(bundle).href) as Promise<PageRender>;
      const render = await renderer;
      const url = new URL(request.url, 'http://rally.local');
      if (!render.rendersSignedIn(url.pathname)) return false;
      // A phone's browser gets the phone's layout (the app reads the screen itself once it runs).
      const wide = !PHONE.test(String(request.headers['user-agent'] ?? ''));
      // Drawn at the product's time (the clock the API answers by), as the reader's browser draws it.
      const page = await render.renderSignedIn(url, { token, wide, now: nowMs(), read: read(token) });
      if (!page) return false;
      let html = shellOf(file).replace(
        '<div id="root"></div>',
        `<div id="root" inert>${page.html}</div>\n    <script type="application/json" id="rally-queries">${scriptJson(page.queries)}</script>`,
      );
      if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
      // The reader's own data: no shared cache keeps it, and the browser asks again each visit.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Cookie');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        reply.header('content-encoding', 'br');
        await reply.send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      } else if (/\bgzip\b/.test(accepts)) {
        reply.header('content-encoding', 'gzip');
        await reply.send(gzipSync(html));
      } else await reply.send(html);
      return true;
    } catch (error) {
      request.log.warn({ err: error }, 'the signed-in page could not be drawn; its shell was sent');
      return false;
    }
  };
}
