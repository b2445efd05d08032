import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './route-helpers';

// Server-sent events (issue 29): an answer that stays open and carries `event: <name>` lines as
// things happen (the court board, the staff day view). Written on the raw response (the reply is
// hijacked: no serialiser, no compression, which would hold the events back), with a comment line
// every `heartbeatMs` so proxies and the browser keep the connection, and a `retry` so an
// EventSource reconnects after 2 s. Open streams end when the app closes (preClose): a listening
// server waits for its connections, and these never end by themselves.

/** The heartbeat's period (a test may shorten it). */
export const eventStreamSettings = { heartbeatMs: 15_000 };

export type EventStream = {
  /** Sends one event (its data as JSON). */
  send: (event: string, data: unknown) => void;
  /** Ends the stream (the client's EventSource then reconnects unless told otherwise). */
  close: () => void;
  /** Runs `fn` when the stream ends, whoever ends it. */
  onClose: (fn: () => void) => void;
};

const openStreams = new WeakMap<object, Set<EventStream>>();

/** Ends every open stream of `app` when it closes; registered once by buildApp's routes. */
export function closeEventStreamsOnShutdown(app: App) {
  const streams = new Set<EventStream>();
  openStreams.set(app.server, streams);
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });
}

/**
 * Opens an event stream on `reply`; `onHeartbeat` runs at each heartbeat (a board checks its link
 * is still good there, and closes the stream when not).
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { onHeartbeat?: (stream: EventStream) => void } = {},
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and its kind: pass each event on at once.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');
  const closers: (() => void)[] = [];
  let closed = false;
  const streams = openStreams.get(request.server.server);
  const stream: EventStream = {
    send: (event, data) => {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close: () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      streams?.delete(stream);
      for (const fn of closers) fn();
      raw.end();
    },
    onClose: (fn) => closers.push(fn),
  };
  const heartbeat = setInterval(() => {
    if (closed) return;
    raw.write(': heartbeat\n\n');
    options.onHeartbeat?.(stream);
  }, eventStreamSettings.heartbeatMs);
  heartbeat.unref();
  streams?.add(stream);
  // The response's 'close': the client went away (or the stream ended). Not the request's, which
  // may come as soon as its (empty) body has been read.
  raw.on('close', stream.close);
  raw.on('error', stream.close);
  return stream;
}
