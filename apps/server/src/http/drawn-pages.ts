import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nowMs } from '../clock';
import type { App } from './route-helpers';

// Pages drawn here, at request time, with data from the database: the web build's render
// (apps/web/src/prerender.tsx, built into dist/render/) runs the page's first reads against this
// API in the same process (no network), renders the page, and the HTML goes out with those
// answers, which the app then draws from (docs/DEVELOPING.md, "How a page loads").
// - A signed-in dashboard section, with the reader's own data (their token cookie): the reader
//   sees their list at the first paint instead of after the app's code has asked for it.
// - A public page that shows the database's data (the pricing page's prices, the home page's
//   clubs), the same for everyone: drawn at most once per PUBLIC_PAGE_TTL_MS and kept, so a
//   visitor sees the content at the first paint without a request costing a render.
// Anything that stops a render (no build, a refused token, an error) sends the build's file as
// before: the app then reads and draws the page itself.

type RenderRead = { status: number; body: string };
type Drawn = { html: string; title: string | undefined; queries: unknown };
type PageRender = {
  rendersSignedIn(pathname: string): boolean;
  renderSignedIn(
    url: URL,
    reader: { token: string; wide: boolean; now: number; read: (url: string) => Promise<RenderRead> },
  ): Promise<Drawn | undefined>;
  rendersPublic(pathname: string): boolean;
  renderPublic(
    url: URL,
    reader: { now: number; read: (url: string) => Promise<RenderRead> },
    css: string,
  ): Promise<(Drawn & { css: string }) | undefined>;
};

/**
 * How long a drawn public page is kept: a change to the prices or the club list shows on the
 * public pages within this (a visitor's request never waits for a render while one is kept).
 */
export const PUBLIC_PAGE_TTL_MS = 30_000;
type Encoded = { html: string; br: Buffer; gzip: Buffer };

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
 * The page and its brotli and gzip copies: quickly for a reader's own page (drawn per request),
 * as tightly as the build's files for a public page (drawn once per PUBLIC_PAGE_TTL_MS, sent to many).
 */
const encode = (html: string, tight = false): Encoded => ({
  html,
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: tight ? 11 : 5 } }),
  gzip: gzipSync(html, { level: tight ? 9 : 6 }),
});

/** The page's HTML in the encoding the request accepts. */
async function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: Encoded) {
  reply.type('text/html; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) await reply.header('content-encoding', 'br').send(page.br);
  else if (/\bgzip\b/.test(accepts)) await reply.header('content-encoding', 'gzip').send(page.gzip);
  else await reply.send(page.html);
}

/** The page `file` of the build with `drawn` in its root, the queries it was drawn from beside it, and its title. */
const withDrawn = (shell: string, drawn: Drawn) => {
  let html = shell.replace(
    '<div id="root"></div>',
    `<div id="root" inert>${drawn.html}</div>\n    <script type="application/json" id="rally-queries">${scriptJson(drawn.queries)}</script>`,
  );
  if (drawn.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(drawn.title)}</title>`);
  return html;
};

/**
 * The page renderer of `webDist`: `send` draws the page `file` for the request (a dashboard
 * section's shell, `pages/clubs/dashboard/<section>.html`, for a signed-in reader; a public page
 * that shows data, `pages/pricing.html`, for anyone) and answers with it, or returns false when it
 * has not (the caller sends the file as it is).
 */
export function drawnPages(app: App, webDist: string) {
  const bundle = path.join(webDist, 'render', 'prerender.js');
  const available = existsSync(bundle);
  // Loaded on the first drawn page, so a server that never draws one never loads React.
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

  const read =
    (token = '') =>
    async (url: string) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
      });
      return { status: answer.statusCode, body: answer.body };
    };

  async function signedIn(request: FastifyRequest, reply: FastifyReply, file: string, render: PageRender) {
    const url = new URL(request.url, 'http://rally.local');
    const token = cookieToken(request.headers.cookie);
    if (!token) return false;
    // A phone's browser gets the phone's layout (the app reads the screen itself once it runs).
    const wide = !PHONE.test(String(request.headers['user-agent'] ?? ''));
    // Drawn at the product's time (the clock the API answers by), as the reader's browser draws it.
    const page = await render.renderSignedIn(url, { token, wide, now: nowMs(), read: read(token) });
    if (!page) return false;
    // The reader's own data: no shared cache keeps it, and the browser asks again each visit.
    reply.header('cache-control', 'no-store').header('vary', 'Cookie');
    await sendEncoded(request, reply, encode(withDrawn(shellOf(file), page)));
    return true;
  }

  // The public pages drawn, by path, while fresh (a render in flight is shared by the requests that wait for it).
  const publicPages = new Map<string, { at: number; page: Promise<Encoded | undefined> }>();
  let siteCss: string | undefined;
  const publicShells = new Map<string, string>();
  async function drawPublic(pathname: string, file: string, render: PageRender) {
    siteCss ??= readFileSync(path.join(webDist, 'render', 'site.css'), 'utf8');
    const url = new URL(pathname, 'http://rally.local');
    const page = await render.renderPublic(url, { now: nowMs(), read: read() }, siteCss);
    if (!page) return undefined;
    const css = page.css.replace(/<\/style/gi, '<\\/style');
    // The build's shell of the page (`render/pages/<name>.html`: its root and its CSS empty).
    let shell = publicShells.get(file);
    if (shell === undefined) {
      shell = readFileSync(path.join(webDist, 'render', file), 'utf8');
      publicShells.set(file, shell);
    }
    return encode(
      withDrawn(shell, page).replace(
        '<style id="rally-critical"></style>',
        () => `<style id="rally-critical">${css}</style>`,
      ),
      true,
    );
  }
  async function publicPage(request: FastifyRequest, reply: FastifyReply, file: string, render: PageRender) {
    const pathname = new URL(request.url, 'http://rally.local').pathname.replace(/(.)\/+$/, '$1');
    if (!render.rendersPublic(pathname)) return false;
    const now = nowMs();
    let kept = publicPages.get(pathname);
    if (!kept || now - kept.at > PUBLIC_PAGE_TTL_MS) {
      kept = {
        at: now,
        page: drawPublic(pathname, file, render).catch((error: unknown) => {
          request.log.warn(
            { err: error, page: pathname },
            "the public page could not be drawn; the build's file was sent",
          );
          return undefined;
        }),
      };
      publicPages.set(pathname, kept);
    }
    const page = await kept.page;
    if (!page) {
      publicPages.delete(pathname);
      return false;
    }
    // Everyone's page, drawn afresh at most every PUBLIC_PAGE_TTL_MS: the browser asks again each visit.
    reply.header('cache-control', 'no-cache');
    await sendEncoded(request, reply, page);
    return true;
  }

  return async function send(request: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
    if (!available || !file.startsWith('pages/')) return false;
    try {
      renderer ??= import(pathToFileURL(bundle).href) as Promise<PageRender>;
      const render = await renderer;
      // A page with reads of its own behind the sign-in (a dashboard section's list, My bookings)
      // is drawn for its reader; a public page of the site's top level, for everyone.
      const pathname = new URL(request.url, 'http://rally.local').pathname.replace(/(.)\/+$/, '$1');
      if (render.rendersSignedIn(pathname)) return await signedIn(request, reply, file, render);
      if (file.includes('/', 'pages/'.length)) return false;
      return await publicPage(request, reply, file, render);
    } catch (error) {
      request.log.warn({ err: error }, "the page could not be drawn; the build's file was sent");
      return false;
    }
  };
}
