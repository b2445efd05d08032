// The server's render of a signed-in page (src/prerender.tsx, `renderSignedIn`) answers the app's
// reads itself: the token is the reader's cookie, and each GET goes to the API in the same process
// rather than over the network. The render sets `source` once; each request's own context comes
// from it (an AsyncLocalStorage in the server), so two readers rendered at once never share one.
// In the browser there is no context and nothing here runs.

/** A read's answer as the server gave it. */
export type RenderRead = { status: number; body: string };

/**
 * One server render's reader: their token, how a GET of an `/api/...` URL is answered, and whether
 * their screen is wide (lib/wide-screen.ts; the server guesses from the browser's user agent).
 */
export type RenderContext = {
  token: string;
  wide: boolean;
  read: (url: string) => Promise<RenderRead>;
};

/** What the server gives a render of a reader's page: the context, and the product's time (ms since the epoch). */
export type RenderReader = RenderContext & { now: number };

let source: () => RenderContext | undefined = () => undefined;

/** Sets where the current render's context comes from (the server render, once). */
export function setRenderContextSource(get: () => RenderContext | undefined) {
  source = get;
}

/** The context of the render running now, on the server; undefined in the browser. */
export const renderContext = (): RenderContext | undefined => (import.meta.env.SSR ? source() : undefined);
