import { apiUrl } from './api-url';

// Server-sent events (issue 29): the live court board and the live day view hear of every change
// of a club's bookings and read again. Read with fetch rather than EventSource so the staff's
// stream can carry the Authorization header (EventSource sends none); like EventSource it
// reconnects by itself (after 2 s, then longer while the server stays away, at most 30 s), and
// says `ready` after each (re)connection, when a client that may have missed changes reads again.

export type LiveEvent = { event: string; data: unknown };

/** Opens the stream at `path` (an /api path) and hands each event to `onEvent`; returns the close. */
export function subscribeLiveEvents(
  path: string,
  onEvent: (event: LiveEvent) => void,
  options: { headers?: () => Record<string, string>; onStatus?: (live: boolean) => void } = {},
): () => void {
  const abort = new AbortController();
  let delay = 2_000;
  const run = async () => {
    while (!abort.signal.aborted) {
      try {
        const res = await fetch(apiUrl(path), {
          headers: { Accept: 'text/event-stream', ...options.headers?.() },
          signal: abort.signal,
          cache: 'no-store',
        });
        // A stream that is not there (a revoked board, no access): say so and stop.
        if (res.status === 404 || res.status === 401 || res.status === 403) {
          onEvent({ event: 'gone', data: null });
          return;
        }
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (!event) continue;
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') {
              delay = 2_000;
              options.onStatus?.(true);
            }
            onEvent({ event, data: data ? JSON.parse(data) : null });
            if (event === 'gone') return;
          }
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      options.onStatus?.(false);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  };
  void run();
  return () => abort.abort();
}
